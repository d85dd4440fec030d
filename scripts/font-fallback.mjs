// The 'Rubik Fallback' faces of src/app/styles/fontFallback.css, computed from the fonts' own tables.
// Until Rubik (self-hosted, font-display: swap) arrives, the text is drawn in Arial (Liberation Sans on Linux, the same
// metrics by design) scaled and given Rubik's line metrics, so a line takes about the same width and height in both
// and nothing moves when Rubik replaces it (docs/speed.md, "The fallback font").
// - size-adjust: Rubik's mean advance width over Arial's, each weighted by how often the character occurs in pt-BR text
//   (SAMPLE below), per weight (Rubik 400 and 500 against Arial Regular, Rubik 700 against Arial Bold);
// - ascent-, descent-, line-gap-override: Rubik's hhea ascender, descender and line gap over its units per em,
//   divided by size-adjust (the overrides are scaled by size-adjust with the rest of the face: CSS Fonts 5, §4.10).
// Rubik is read from @fontsource/rubik's woff2 files (WOFF 2.0: one Brotli stream; hmtx's advance widths come first
// even when the table is transformed), Arial from Debian's fonts-liberation.
//   node scripts/font-fallback.mjs           prints the CSS
//   node scripts/font-fallback.mjs --check   exit 1 when src/app/styles/fontFallback.css differs from it
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

const CSS_FILE = 'src/app/styles/fontFallback.css';
const RUBIK = (weight) => `node_modules/@fontsource/rubik/files/rubik-latin-${weight}-normal.woff2`;
const LIBERATION = '/usr/share/fonts/truetype/liberation';
const FACES = [
  { weight: 400, arial: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'], file: `${LIBERATION}/LiberationSans-Regular.ttf` },
  { weight: 500, arial: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'], file: `${LIBERATION}/LiberationSans-Regular.ttf` },
  { weight: 700, arial: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'], file: `${LIBERATION}/LiberationSans-Bold.ttf` },
];
/** pt-BR text of the kind the portal shows: letters, accents, capitals, digits and punctuation in their usual shares. */
const SAMPLE = `Energia mais barata e limpa para a sua empresa. Área do cliente: acesse com o CPF ou CNPJ e a senha.
No mercado livre de energia, a sua empresa escolhe de quem compra e quanto paga. Simule a economia em relação ao
mercado cativo (ACR) e veja o relatório de economia de cada unidade de consumo: faturas, contratos, boletos e PIX.
Em 2025 a economia foi de R$ 1.234,56 (18,4%) com 3 unidades. Dúvidas? Fale com o nosso atendimento, de segunda a
sexta-feira, das 8h às 18h. Não recebeu o código? Verifique a caixa de entrada do seu e-mail e tente novamente.`;

const KNOWN_TAGS = `cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT
VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat
fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill`.match(/.{4}\s?/g).map((tag) => tag.slice(0, 4));

/** A WOFF 2.0 font's tables, by tag (the transformed ones as stored). */
const woff2Tables = (buffer) => {
  if (buffer.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF 2.0 file');
  const numTables = buffer.readUInt16BE(12);
  let offset = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i += 1) {
      const byte = buffer[offset++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const entries = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = buffer[offset++];
    const tag = (flags & 0x3f) === 0x3f ? buffer.toString('latin1', offset, (offset += 4)) : KNOWN_TAGS[flags & 0x3f];
    const version = flags >> 6;
    const length = base128();
    const transformed = ['glyf', 'loca'].includes(tag) ? version !== 3 : version !== 0;
    entries.push({ tag: transformed && tag === 'hmtx' ? 'hmtx transformed' : tag, length: transformed ? base128() : length });
  }
  const data = brotliDecompressSync(buffer.subarray(offset, offset + buffer.readUInt32BE(20)));
  const tables = new Map();
  let at = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(at, at + length));
    at += length;
  }
  return tables;
};

/** A TrueType font's tables, by tag. */
const sfntTables = (buffer) => {
  const tables = new Map();
  for (let i = 0; i < buffer.readUInt16BE(4); i += 1) {
    const record = 12 + i * 16;
    const start = buffer.readUInt32BE(record + 8);
    tables.set(buffer.toString('latin1', record, record + 4), buffer.subarray(start, start + buffer.readUInt32BE(record + 12)));
  }
  return tables;
};

/** The glyph of each BMP character (cmap format 4). */
const glyphOf = (cmap) => {
  for (let i = 0; i < cmap.readUInt16BE(2); i += 1) {
    const table = cmap.subarray(cmap.readUInt32BE(4 + i * 8 + 4));
    if (table.readUInt16BE(0) !== 4) continue;
    const segments = table.readUInt16BE(6) / 2;
    const ends = 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s += 1) {
        if (code > table.readUInt16BE(ends + s * 2)) continue;
        if (code < table.readUInt16BE(starts + s * 2)) return 0;
        const rangeOffset = table.readUInt16BE(ranges + s * 2);
        const delta = table.readInt16BE(deltas + s * 2);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyph = table.readUInt16BE(ranges + s * 2 + rangeOffset + (code - table.readUInt16BE(starts + s * 2)) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('no cmap format 4 subtable');
};

/** What the faces need of a font: units per em, hhea's vertical metrics, the sample's mean advance width per em. */
const metrics = (tables) => {
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const unitsPerEm = head.readUInt16BE(18);
  const longMetrics = hhea.readUInt16BE(34);
  // A transformed hmtx (WOFF 2.0) is a flags byte then the advance widths alone; the table itself pairs each with a
  // left side bearing.
  const transformed = tables.get('hmtx transformed');
  const widths = transformed
    ? (glyph) => transformed.readUInt16BE(1 + Math.min(glyph, longMetrics - 1) * 2)
    : (glyph) => tables.get('hmtx').readUInt16BE(Math.min(glyph, longMetrics - 1) * 4);
  const glyph = glyphOf(tables.get('cmap'));
  const characters = [...SAMPLE.replace(/\s+/g, ' ')];
  const missing = characters.filter((character) => glyph(character.codePointAt(0)) === 0);
  if (missing.length) throw new Error(`no glyph for ${[...new Set(missing)].join('')}`);
  const total = characters.reduce((sum, character) => sum + widths(glyph(character.codePointAt(0))), 0);
  return {
    unitsPerEm,
    ascender: hhea.readInt16BE(4) / unitsPerEm,
    descender: -hhea.readInt16BE(6) / unitsPerEm,
    lineGap: hhea.readInt16BE(8) / unitsPerEm,
    meanWidth: total / characters.length / unitsPerEm,
  };
};

const percent = (value) => `${(value * 100).toFixed(2)}%`;

const fallbackCss = () => {
  const faces = FACES.map(({ weight, arial, file }) => {
    const rubik = metrics(woff2Tables(readFileSync(RUBIK(weight))));
    const fallback = metrics(sfntTables(readFileSync(file)));
    const sizeAdjust = rubik.meanWidth / fallback.meanWidth;
    return `@font-face {
  font-family: 'Rubik Fallback';
  font-style: normal;
  font-weight: ${weight};
  src: ${arial.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(rubik.ascender / sizeAdjust)};
  descent-override: ${percent(rubik.descender / sizeAdjust)};
  line-gap-override: ${percent(rubik.lineGap / sizeAdjust)};
}`;
  });
  return `/* Generated by scripts/font-fallback.mjs from Rubik's and Arial's tables: run it again after a Rubik update. */\n${faces.join('\n\n')}\n`;
};

const css = fallbackCss();
if (process.argv.includes('--check')) {
  if (readFileSync(CSS_FILE, 'utf8') !== css) {
    console.error(`${CSS_FILE} differs from what scripts/font-fallback.mjs computes: run it and write its output there.`);
    process.exit(1);
  }
} else {
  process.stdout.write(css);
}
