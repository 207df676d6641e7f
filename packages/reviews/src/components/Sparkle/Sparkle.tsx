import { useEffect } from "react";
import { TOAST } from "../../model/limits";

/** The internal variant's celebration after a 5-star rating (RW-ST-12): decorative, gone after 1.5 s. */
export function Sparkle({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, TOAST.sparkleMs);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div className="sxz-sparkle" aria-hidden="true" data-testid="sparkle" part="sparkle">
      {Array.from({ length: 12 }, (_, index) => (
        <span key={index} className="sxz-sparkle__dot" style={{ ["--i" as string]: index }} />
      ))}
    </div>
  );
}

export const sparkleCss = `
.sxz-sparkle { position: absolute; inset: 0; pointer-events: none; overflow: hidden; z-index: 3; }
.sxz-sparkle__dot { position: absolute; top: 50%; left: 50%; width: 8px; height: 8px; border-radius: 50%;
  background: var(--sxz-star); animation: sxz-burst 1.5s ease-out forwards;
  transform: rotate(calc(var(--i) * 30deg)) translateY(0); }
@keyframes sxz-burst { 0% { opacity: 1; transform: rotate(calc(var(--i) * 30deg)) translateY(0) scale(1); }
  100% { opacity: 0; transform: rotate(calc(var(--i) * 30deg)) translateY(-120px) scale(.3); } }
@media (prefers-reduced-motion: reduce) { .sxz-sparkle__dot { animation-duration: 1.5s; animation-name: sxz-fade; transform: none; }
  @keyframes sxz-fade { from { opacity: 1; } to { opacity: 0; } } }
`;
