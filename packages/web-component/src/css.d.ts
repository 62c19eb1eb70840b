// Stylesheets are imported as text (`?inline`, as Vite reads it; the tsup build strips the suffix and
// loads them as text) and adopted into shadow roots.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
