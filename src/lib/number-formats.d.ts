/** scripts/number-formats-vite-plugin.ts: locale → packed number facts (src/lib/number-facts.ts). */
declare module 'virtual:number-formats' {
  const table: Record<string, string>;
  export default table;
}
