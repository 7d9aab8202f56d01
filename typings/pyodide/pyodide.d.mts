// The site serves Pyodide at ../pyodide/ next to static/ (build_site.py); static/worker.mjs imports it
// from there. tsconfig.json's rootDirs maps that path here, to the npm package's own types.
export * from "pyodide";
