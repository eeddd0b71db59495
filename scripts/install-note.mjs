// After `npm install` (package.json "postinstall"): one line when npm itself ran on a Node older
// than the project's, whose engine warnings .npmrc keeps quiet. Plain JavaScript, so it runs on
// any Node. The project itself runs on the Node 24 it installs (process.version here, which npm
// puts first on the PATH of its scripts).
const agent = process.env.npm_config_user_agent ?? "";
const npmNode = /\bnode\/v(\d+)\.(\d+)\.\d+/.exec(agent);
if (npmNode && (Number(npmNode[1]) < 22 || (Number(npmNode[1]) === 22 && Number(npmNode[2]) < 22))) {
  console.log(
    `Installed with npm on Node ${npmNode[0].slice(5)}; the site runs on the Node ${process.version} it installs, so npm's "Unsupported engine" warnings for packages that need Node 22+ are not shown (see .npmrc).`,
  );
}
