/** The runtime that generator code compiled by Regenerator (as in fontkit's Indic shaper) calls. */
declare module 'regenerator-runtime' {
  const runtime: object;
  export default runtime;
}
