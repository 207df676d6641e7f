export const faceCss = `
.sxz-face { display: block; margin-inline: auto; animation: sxz-bob 2.4s ease-in-out infinite; }
.sxz-face__head { fill: var(--sxz-star); }
.sxz-face__eyes { fill: #3b2a00; animation: sxz-blink 4s infinite; transform-origin: 24px 19px; }
.sxz-face__mouth { fill: none; stroke: #3b2a00; stroke-width: 2.6; stroke-linecap: round; transition: d 200ms ease; }
.sxz-face__cheek { fill: #ff8a65; opacity: .55; }
.sxz-face[data-score="1"] .sxz-face__head, .sxz-face[data-score="2"] .sxz-face__head { fill: #ffb74d; }
@keyframes sxz-bob { 0%, 100% { transform: translateY(0); } 50% { transform: translateY(-3px); } }
@keyframes sxz-blink { 0%, 92%, 100% { transform: scaleY(1); } 95% { transform: scaleY(.1); } }
@media (prefers-reduced-motion: reduce) { .sxz-face, .sxz-face__eyes { animation: none; } .sxz-face__mouth { transition: none; } }
`;
