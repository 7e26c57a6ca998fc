declare module 'virtual:icon-sprite' {
  /** Address of the icon sprite (scripts/vite/icon-sprite.ts). */
  const url: string;
  export default url;
}
