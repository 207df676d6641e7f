// Preloaded into a server started with `startServer(env, { controlledClock: true })`: the server's `Date.now()`
// (what signs and checks access tokens, refresh tokens and every other lifetime) runs at an offset the test moves
// forward with `server.advanceClock(ms)`, so a test of an expiry jumps past it instead of waiting it out. Timers
// are left alone. Test support only: `npm start` and the production server never load it.
const realNow = Date.now;
let offset = 0;
Date.now = () => realNow() + offset;
process.on("message", (message) => {
  if (message?.type !== "advance-clock") return;
  offset += message.ms;
  process.send?.({ type: "clock-advanced", id: message.id });
});
// The channel must not keep a stopping server alive.
process.channel?.unref();
