// The part of subset-font's API (it ships no types) the web build uses: vite.config.ts subsets Inter with it.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** The OpenType layout features kept (four-letter tags); all of them when left out. */
    keepFeatures?: readonly string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
