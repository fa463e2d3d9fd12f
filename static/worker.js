// The computer players' Web Worker (src/ui/worker.rs). It runs the app's own
// wasm: the page's first message holds the address of wasm-bindgen's glue
// and the WebAssembly.Module the page has already compiled, so nothing is
// downloaded twice. Instantiating it runs the wasm's main, which finds no
// window, answers the page's requests from then on and says it is ready.
// Written without import statements, so it parses as a classic script too.
self.onmessage = async ({ data }) => {
  self.onmessage = null;
  try {
    const glue = await import(data.glue);
    await glue.default({ module_or_path: data.module });
  } catch (e) {
    self.postMessage({ failed: String(e) });
  }
};
