// The sheet being edited, as the JSON body pnp.games.labyrinth.jsonio.sheet_to_json writes, and pure edits on it.
// Every edit returns a new sheet in canonical order (walls and symbols sorted as the server writes them), so two
// sheets with the same content serialise to the same string and undo can compare states as text.

export const STAIRCASE = "staircase";
export const SCROLL = "scroll";
export const STAIR_LETTERS = ["A", "B", "C"];
// One of each per sheet (per letter for staircases, per name for scrolls): placing one moves it.
const UNIQUE = new Set(["minotaur", "spider", "troll", "sword", "bow", "key", "treasure"]);
const NUMERALS = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];

const cmpCell = (a, b) => a[0] - b[0] || a[1] - b[1];
const cmpWall = (a, b) => cmpCell(a[0], b[0]) || cmpCell(a[1], b[1]);
export const sameCell = (a, b) => a[0] === b[0] && a[1] === b[1];
export const adjacent = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;
// A square as pnp names it in every message (pnp verify, the referee, the text format's errors): (x, y), x the
// column counted from 0 at the left, y the row from 0 at the top; the page numbers the drawn sheet's edges so.
export const fmtCell = (c) => `(${c[0]}, ${c[1]})`;

function wallOf(a, b) {
  return cmpCell(a, b) <= 0 ? [[a[0], a[1]], [b[0], b[1]]] : [[b[0], b[1]], [a[0], a[1]]];
}

function canonical(sheet) {
  const walls = sheet.walls.map((w) => wallOf(w[0], w[1])).sort(cmpWall);
  const symbols = [...sheet.symbols].sort((a, b) => cmpCell(a.at, b.at));
  return { ...sheet, walls, symbols };
}

export function clone(value) {
  return JSON.parse(JSON.stringify(value));
}

export function hasWall(sheet, a, b) {
  const [p, q] = wallOf(a, b);
  return sheet.walls.some((w) => sameCell(w[0], p) && sameCell(w[1], q));
}

export function toggleWall(sheet, a, b) {
  const [p, q] = wallOf(a, b);
  const walls = sheet.walls.filter((w) => !(sameCell(w[0], p) && sameCell(w[1], q)));
  if (walls.length === sheet.walls.length) walls.push([p, q]);
  return canonical({ ...sheet, walls });
}

export function symbolAt(sheet, cell) {
  return sheet.symbols.find((s) => sameCell(s.at, cell)) || null;
}

export function removeSymbol(sheet, cell) {
  return canonical({ ...sheet, symbols: sheet.symbols.filter((s) => !sameCell(s.at, cell)) });
}

// The name a new staircase or scroll takes: the first staircase letter or scroll numeral not yet on the sheet.
export function freshName(sheet, kind) {
  const taken = new Set(sheet.symbols.filter((s) => s.symbol === kind).map((s) => s.name));
  const names = kind === STAIRCASE ? STAIR_LETTERS : NUMERALS;
  return names.find((n) => !taken.has(n)) || names[0];
}

function sameSymbol(entry, kind, name) {
  return entry.symbol === kind && (!name || entry.name === name);
}

// Place `kind` on `cell`; the same symbol already there is taken away instead (a click toggles). A unique symbol
// (a boss, an item, a staircase letter, a scroll name) elsewhere on the sheet moves here.
export function placeSymbol(sheet, cell, kind, name = "") {
  const here = symbolAt(sheet, cell);
  if (here && sameSymbol(here, kind, name)) return removeSymbol(sheet, cell);
  const named = kind === STAIRCASE || kind === SCROLL;
  const finalName = named ? name || freshName(sheet, kind) : "";
  const moves = (s) => s.symbol === kind && (UNIQUE.has(kind) || (named && s.name === finalName));
  const symbols = sheet.symbols.filter((s) => !sameCell(s.at, cell) && !moves(s));
  const entry = { at: [cell[0], cell[1]], symbol: kind };
  if (finalName) entry.name = finalName;
  symbols.push(entry);
  return canonical({ ...sheet, symbols });
}

export function renameSymbol(sheet, cell, name) {
  const symbols = sheet.symbols.map((s) => (sameCell(s.at, cell) ? { ...s, name } : s));
  return canonical({ ...sheet, symbols });
}

// A new size keeping every wall and symbol that still fits.
export function resize(sheet, width, height) {
  const inside = (c) => c[0] >= 0 && c[1] >= 0 && c[0] < width && c[1] < height;
  return canonical({
    ...sheet,
    width,
    height,
    walls: sheet.walls.filter((w) => inside(w[0]) && inside(w[1])),
    symbols: sheet.symbols.filter((s) => inside(s.at)),
  });
}

// What a pointer at (px, py) (the SVG's user units) is over: the edge between two squares when it is within a
// generous band of it (a wall to toggle), else the square. `grid` places the squares (x0, y0, cell: mm), `cols` and
// `rows` count them. `walls: false` asks for squares only (drawing a path).
export const EDGE_BAND = 0.24; // a quarter of a square either side of an edge toggles its wall

export function hitTest(grid, cols, rows, px, py, walls = true) {
  const gx = (px - grid.x0) / grid.cell;
  const gy = (py - grid.y0) / grid.cell;
  if (gx < 0 || gy < 0 || gx >= cols || gy >= rows) return null;
  const x = Math.floor(gx);
  const y = Math.floor(gy);
  const fx = gx - x;
  const fy = gy - y;
  if (walls) {
    const edges = [
      [fx, [x - 1, y]],
      [1 - fx, [x + 1, y]],
      [fy, [x, y - 1]],
      [1 - fy, [x, y + 1]],
    ].filter(([, n]) => n[0] >= 0 && n[1] >= 0 && n[0] < cols && n[1] < rows); // the border stays
    edges.sort((a, b) => a[0] - b[0]);
    if (edges.length && edges[0][0] < EDGE_BAND) return { wall: [[x, y], edges[0][1]] };
  }
  return { cell: [x, y] };
}

// The squares a drag passes from `last` to `cell` when the pointer skipped some: along x, then along y.
export function stepsBetween(last, cell) {
  const out = [];
  let [x, y] = last;
  while (x !== cell[0]) {
    x += Math.sign(cell[0] - x);
    out.push([x, y]);
  }
  while (y !== cell[1]) {
    y += Math.sign(cell[1] - y);
    out.push([x, y]);
  }
  return out;
}

// A card's rows in words, as the printed card reads them (pnp.games.labyrinth.cards.Row.describe).
export function describeRow(row) {
  const pts = `${row.points >= 0 ? "+" : ""}${row.points}`;
  const names = row.names || [];
  const bosses = ["minotaur", "spider", "troll"];
  switch (row.kind) {
    case "per": {
      const what = { rat: "defeated rat", skeleton: "defeated skeleton", staircase: "other staircase" }[row.symbol];
      return `${pts} per ${what || row.symbol}`;
    }
    case "item":
      return `${pts} for gaining the ${row.symbol}`;
    case "scrolls":
      if (names.length === 1 && names[0] === "any") return `${pts} for visiting any scroll`;
      if (names.length === 1) return `${pts} for visiting scroll ${names[0]}`;
      return `${pts} for scrolls ${names.join(" → ")} in this order`;
    case "ghosts":
      return `${pts} for exactly ${row.count} ghost${row.count === 1 ? "" : "s"}`;
    case "exit": {
      const exits = names.map((n) => (bosses.includes(n) ? n : `staircase ${n}`)).join(" or ");
      return `${pts} for leaving by the ${exits}${row.requires ? ` with the ${row.requires}` : ""}`;
    }
    default:
      return `${pts} for the fastest-player token`;
  }
}
