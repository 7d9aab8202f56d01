// Runs the page worker's engine install (static/shell/worker.mjs: readBundle, install) in Pyodide under Node:
//   node tests/worker_install.mjs <pyodide indexURL/> <bundle file> <package to import>
// Prints {"value": <the package's VALUE>, "metadata": <importlib.metadata imported?>, "finder": <a stale
// finder of site-packages left?>}.

const [indexURL, bundleFile, pkg] = process.argv.slice(2);
const { readBundleFile, install } = await import("../worker_node.mjs");
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const py = await loadPyodide({ indexURL });
// A lookup before the files are there: site-packages' finder is made and lists the folder without them.
const root = py.runPython(`import importlib.util, site; assert importlib.util.find_spec(${JSON.stringify(pkg)}) is None; site.getsitepackages()[0]`);
const bundle = await readBundleFile(bundleFile);
if (bundle.root !== root) throw new Error(`the bundle's root ${bundle.root} is not site-packages ${root}`);
// The folder's time stays as it was, as when the files land within the same tick as that lookup.
const before = py.FS.stat(root);
install(py, bundle);
py.FS.utime(root, before.atime.getTime(), before.mtime.getTime());
const value = py.runPython(`import ${pkg}; ${pkg}.VALUE`);
const metadata = py.runPython("import sys; 'importlib.metadata' in sys.modules");
console.log(JSON.stringify({ value, metadata }));
