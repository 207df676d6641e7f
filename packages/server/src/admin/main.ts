import { runAdmin } from "./cli";

// `sxz-server admin …` (bin/sxz-server.js hands the arguments after "admin" to this bundle).
const code = await runAdmin(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
process.exitCode = code;
