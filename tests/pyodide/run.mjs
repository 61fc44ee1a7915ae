// Runs Python inside the vendored Pyodide under Node, on the interpreter the browser uses.
//   node tests/pyodide/run.mjs pytest <venv site-packages> [pytest args...]   the unit tests again
//   node tests/pyodide/run.mjs script <file.py> [args...]                     a script (a benchmark)
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const [mode, target, ...args] = process.argv.slice(2);
if (!["pytest", "script"].includes(mode) || !target) {
  console.error("usage: node tests/pyodide/run.mjs pytest <site-packages> [args] | script <file.py> [args]");
  process.exit(2);
}
const { loadPyodide } = await import(path.join(root, "static/vendor/pyodide/pyodide.mjs"));
const started = Date.now();
const pyodide = await loadPyodide({ indexURL: path.join(root, "static/vendor/pyodide") + "/" });
console.log(`Pyodide ${pyodide.version} started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
pyodide.FS.mkdirTree("/project");
pyodide.mountNodeFS("/project", root);
pyodide.globals.set("ARGS", pyodide.toPy(args));
let rc;
if (mode === "pytest") {
  // Pure-Python test tools from the venv, after the stdlib; pytest-playwright's plugin cannot load here.
  // pytest's cache and hypothesis's examples go to this run's own memory (/tmp): build.py runs the
  // CPython unit tests in the same folder at the same time, and two writers of one file may tear it.
  pyodide.FS.mkdirTree("/venv");
  pyodide.mountNodeFS("/venv", target);
  rc = await pyodide.runPythonAsync(`
import os, sys
os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
sys.dont_write_bytecode = True
sys.path.append("/venv")
os.chdir("/project")
import pytest
from hypothesis.configuration import set_hypothesis_home_dir
set_hypothesis_home_dir("/tmp/hypothesis")
int(pytest.main(["-p", "hypothesis.extra.pytestplugin", "-o", "cache_dir=/tmp/pytest-cache", *ARGS]))
`);
} else {
  pyodide.globals.set("SCRIPT", path.relative(root, path.resolve(target)));
  rc = await pyodide.runPythonAsync(`
import os, runpy, sys
sys.dont_write_bytecode = True
os.chdir("/project")
sys.argv = [SCRIPT, *ARGS]
runpy.run_path(SCRIPT, run_name="__main__")
0
`);
}
process.exit(rc);
