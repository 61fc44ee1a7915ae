// Runs the CPython unit tests again inside the vendored Pyodide under Node, so that the rules are
// proven on the interpreter the browser uses (same seeds, same draws).
//   node tests/pyodide/run.mjs <venv site-packages> [pytest args...]
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const [sitePackages, ...args] = process.argv.slice(2);
if (!sitePackages) {
  console.error("usage: node tests/pyodide/run.mjs <site-packages> [pytest args]");
  process.exit(2);
}
const { loadPyodide } = await import(path.join(root, "static/vendor/pyodide/pyodide.mjs"));
const started = Date.now();
const pyodide = await loadPyodide({ indexURL: path.join(root, "static/vendor/pyodide") + "/" });
console.log(`Pyodide ${pyodide.version} started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
pyodide.FS.mkdirTree("/project");
pyodide.FS.mkdirTree("/venv");
pyodide.mountNodeFS("/project", root);
pyodide.mountNodeFS("/venv", sitePackages);
// Pure-Python test tools from the venv, after the stdlib; pytest-playwright's plugin cannot load here.
pyodide.globals.set("ARGS", pyodide.toPy(args));
const rc = await pyodide.runPythonAsync(`
import os, sys
os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
os.environ["PYODIDE_TEST_RUN"] = "1"
sys.dont_write_bytecode = True
sys.path.append("/venv")
os.chdir("/project")
import pytest
int(pytest.main(["-p", "hypothesis.extra.pytestplugin", *ARGS]))
`);
process.exit(rc);
