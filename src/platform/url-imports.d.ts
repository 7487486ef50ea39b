/** A file the browser's build copies beside its chunks, imported for its address (Vite's `?url`). */
declare module '*?url' {
  const url: string;
  export default url;
}
