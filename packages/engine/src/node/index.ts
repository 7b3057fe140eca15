/** @logo-dna/engine/node: rasterising (resvg), optimisation (svgo) and file output. Node only. */
export {};
