// A Vite app that embeds the widget as a custom element: importing the entry registers <sxz-score>.
import "@sxz/reviews/element";

const element = document.querySelector("sxz-score");
element?.addEventListener("getScoreInfo", (event) => console.info(event.detail.totalCount));
