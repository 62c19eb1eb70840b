// Stylesheets are bundled as text (tsup `loader: { '.css': 'text' }`) and adopted into shadow roots.
declare module '*.css' {
  const css: string;
  export default css;
}
