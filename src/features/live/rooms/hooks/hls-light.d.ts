// hls.js 1.7 exports its light build as `hls.js/light` without a type declaration of its own; it is the same Hls
// class as the full build with fewer features compiled in (ADR 029), so it takes the full build's types.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
