// pnp edit: the page. It holds the labyrinth being edited ({"sides": {"A": SHEET, "B": SHEET?}}) with its undo
// and redo stacks; the server checks, draws, proves and saves. The sheet is the server's SVG (the printed page's
// own drawing) with an overlay drawn here on top, in the same user units (mm) the server's `grid` gives.
// All text from the server or the user goes in with textContent; the server's SVG is the only markup inserted.

import { ApiError, get, post } from "./api.js";
import * as sheets from "./sheet.js";

const SVG_NS = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);
const PAR_BUDGET = 2.0;
const DECK_BUDGET = 10.0;
const DIFFICULTIES = ["tutorial", "easy", "medium", "hard"];

const S = {
  session: null,
  lab: null, // {sides: {A: SHEET, B?: SHEET}}
  side: "A",
  undo: [],
  redo: [],
  tool: null, // a palette entry, "erase", or null (select)
  pathMode: false,
  path: [],
  dragging: false,
  cursor: null, // the square keys act on
  hover: null,
  shown: null, // {key, sheet, answer}: the check the sheet shows
  card: "",
  ticket: 0, // par and deck requests: the server cancels older ones
  parTicket: 0,
  par: null, // the par answer shown
  parKey: "",
  scoreSeq: 0,
  savedKey: "",
  lastClick: null, // {cell, depth, time}: a double-click takes back its first click's edit
};

const current = () => S.lab.sides[S.side];
const keyOf = (value) => JSON.stringify(value);

function text(el, value) {
  el.textContent = value;
  return el;
}

function elem(tag, value = "", cls = "") {
  const el = document.createElement(tag);
  if (value) el.textContent = value;
  if (cls) el.className = cls;
  return el;
}

function svgEl(tag, attrs) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

function fail(where, err) {
  text($(where), err instanceof ApiError ? err.message : `could not reach the server (${err.message})`);
}

// --- editing and history ----------------------------------------------------------------------------------

function setSheet(sheet) {
  const before = keyOf(S.lab);
  const lab = { sides: { ...S.lab.sides, [S.side]: sheet } };
  if (keyOf(lab) === before) return false;
  S.undo.push(before);
  S.redo = [];
  S.lab = lab;
  changed();
  return true;
}

function travel(from, to) {
  if (!from.length) return;
  to.push(keyOf(S.lab));
  S.lab = JSON.parse(from.pop());
  if (!S.lab.sides[S.side]) S.side = "A";
  changed();
}

const undo = () => travel(S.undo, S.redo);
const redo = () => travel(S.redo, S.undo);

function changed() {
  const sheet = current();
  $("undo").disabled = !S.undo.length;
  $("redo").disabled = !S.redo.length;
  $("width").value = sheet.width;
  $("height").value = sheet.height;
  const inside = (c) => c[0] < sheet.width && c[1] < sheet.height;
  S.path = S.path.every(inside) ? S.path : []; // a path cut by a resize is no longer the path drawn
  if (S.cursor && !inside(S.cursor)) S.cursor = null;
  showFileName();
  drawSides();
  drawOverlay();
  runCheck();
}

function showFileName() {
  const name = S.session.file || "a new sheet (not saved yet)";
  const dirty = keyOf(S.lab) !== S.savedKey ? " • unsaved changes" : "";
  text($("file-name"), name + dirty);
}

// --- checking: every change is checked at once; while one check runs, the newest state waits for it ---------

let checking = false;

async function runCheck() {
  if (checking) return;
  checking = true;
  const side = S.side;
  const sheet = current();
  const key = keyOf(sheet);
  try {
    const answer = await post("check", { sheet });
    if (side === S.side) showCheck(key, sheet, answer);
  } catch (err) {
    fail("verdict", err);
    $("verdict").className = "verdict bad";
  } finally {
    checking = false;
    if (keyOf(current()) !== key || side !== S.side) runCheck();
  }
}

function importSvg(markup) {
  const doc = new DOMParser().parseFromString(markup, "image/svg+xml");
  const svg = doc.documentElement;
  if (svg.nodeName !== "svg") throw new Error("the server's drawing is not an SVG");
  for (const bad of svg.querySelectorAll("script, foreignObject")) bad.remove();
  return document.importNode(svg, true);
}

function showCheck(key, sheet, answer) {
  const svg = importSvg(answer.svg);
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", "the sheet as printed");
  svg.classList.add("drawing");
  svg.appendChild(svgEl("g", { id: "overlay", class: "overlay" }));
  $("sheet").replaceChildren(svg);
  S.shown = { key, sheet, answer };
  showVerdict(answer);
  drawOverlay();
  if (key === keyOf(current())) {
    requestPar(false);
    requestScore();
  }
}

function showVerdict(answer) {
  const v = answer.verdict;
  text($("verdict"), v.ok ? `Playable: ${v.message}` : `Not playable: ${v.message}`);
  $("verdict").className = v.ok ? "verdict ok" : "verdict bad";
  $("problems").replaceChildren(...v.problems.map((p) => elem("li", p)));
  const findings = answer.findings || [];
  $("findings").replaceChildren(
    ...(findings.length
      ? findings.map((f) => {
          const li = elem("li", `${f.what}: ${f.reason}`);
          li.addEventListener("click", () => {
            if (!f.cell) return;
            S.cursor = f.cell;
            drawOverlay();
          });
          return li;
        })
      : [elem("li", v.ok ? "nothing to point out" : "shown once the sheet is playable", "none")]),
  );
}

// --- the overlay -------------------------------------------------------------------------------------------

function grid() {
  return S.shown && S.shown.answer.grid;
}

function squareRect(g, c, inset, attrs) {
  return svgEl("rect", {
    x: g.x0 + (c[0] + inset) * g.cell,
    y: g.y0 + (c[1] + inset) * g.cell,
    width: (1 - 2 * inset) * g.cell,
    height: (1 - 2 * inset) * g.cell,
    ...attrs,
  });
}

function edgeLine(g, a, b, attrs) {
  const c = g.cell;
  let pos;
  if (a[1] === b[1]) { // side by side: the vertical edge right of the left square
    const x = g.x0 + Math.max(a[0], b[0]) * c;
    pos = { x1: x, y1: g.y0 + a[1] * c, x2: x, y2: g.y0 + (a[1] + 1) * c };
  } else {
    const y = g.y0 + Math.max(a[1], b[1]) * c;
    pos = { x1: g.x0 + a[0] * c, y1: y, x2: g.x0 + (a[0] + 1) * c, y2: y };
  }
  return svgEl("line", { ...pos, ...attrs });
}

function centres(g, path) {
  return path.map((c) => `${g.x0 + (c[0] + 0.5) * g.cell},${g.y0 + (c[1] + 0.5) * g.cell}`).join(" ");
}

function drawPath(layer, g, path, cls) {
  if (!path.length) return;
  if (path.length > 1) layer.appendChild(svgEl("polyline", { points: centres(g, path), class: cls }));
  const at = (c, r, end) => svgEl("circle", {
    cx: g.x0 + (c[0] + 0.5) * g.cell, cy: g.y0 + (c[1] + 0.5) * g.cell, r: r * g.cell, class: `${cls}-${end}`,
  });
  layer.appendChild(at(path[0], 0.16, "start")); // a dot where it starts, a ring where it ends
  if (path.length > 1) layer.appendChild(at(path[path.length - 1], 0.3, "end"));
}

function drawOverlay() {
  const layer = $("overlay");
  const g = grid();
  if (!layer || !g) return;
  layer.replaceChildren();
  const sheet = current();
  const c = g.cell;
  // Walls changed since the drawing was made: shown at once, before the server's new drawing arrives.
  if (S.shown.sheet.width === sheet.width && S.shown.sheet.height === sheet.height) {
    const was = new Set(S.shown.sheet.walls.map((w) => keyOf(w)));
    const now = new Set(sheet.walls.map((w) => keyOf(w)));
    for (const w of sheet.walls) {
      if (!was.has(keyOf(w))) layer.appendChild(edgeLine(g, w[0], w[1], { class: "wall-new", "stroke-width": 0.075 * c }));
    }
    for (const w of S.shown.sheet.walls) {
      if (!now.has(keyOf(w))) layer.appendChild(edgeLine(g, w[0], w[1], { class: "wall-gone", "stroke-width": 0.12 * c }));
    }
  }
  for (const f of (S.shown.answer.findings || []).filter((f) => f.cell)) layer.appendChild(squareRect(g, f.cell, 0.06, { class: "finding" }));
  for (const sq of S.shown.answer.squares || []) layer.appendChild(squareRect(g, sq, 0.03, { class: "problem" }));
  if (S.par && document.getElementById("show-par").checked) drawPath(layer, g, S.par.path || [], "par-path");
  drawPath(layer, g, S.path, "trial-path");
  if (S.hover && S.hover.wall) {
    layer.appendChild(edgeLine(g, S.hover.wall[0], S.hover.wall[1], { class: "hover-wall", "stroke-width": 0.16 * c }));
  } else if (S.hover && S.hover.cell && !S.pathMode) {
    layer.appendChild(squareRect(g, S.hover.cell, 0.02, { class: "hover-square" }));
  }
  if (S.cursor) layer.appendChild(squareRect(g, S.cursor, 0.04, { class: "cursor", "stroke-width": 0.05 * c }));
}

// --- pointer: walls, symbols, names, the trial path ----------------------------------------------------------

function pointAt(event) {
  const svg = $("sheet").querySelector("svg");
  const ctm = svg && svg.getScreenCTM();
  if (!ctm) return null;
  const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(ctm.inverse());
  return { x: p.x, y: p.y };
}

function hitAt(event, walls = true) {
  const p = pointAt(event);
  const g = grid();
  const drawn = S.shown && S.shown.sheet;
  return p && g ? sheets.hitTest(g, drawn.width, drawn.height, p.x, p.y, walls) : null;
}

function applyTool(cell) {
  S.cursor = cell;
  const sheet = current();
  if (S.tool === "erase") return setSheet(sheets.removeSymbol(sheet, cell));
  if (S.tool) return setSheet(sheets.placeSymbol(sheet, cell, S.tool.symbol, S.tool.name || ""));
  drawOverlay();
  return false;
}

function onClick(event) {
  if (S.pathMode || event.detail > 1) return;
  const hit = hitAt(event);
  if (!hit) return;
  const depth = S.undo.length;
  const edited = hit.wall ? setSheet(sheets.toggleWall(current(), ...hit.wall)) : applyTool(hit.cell);
  S.lastClick = hit.cell && edited ? { cell: hit.cell, depth, time: Date.now() } : null;
}

function onDoubleClick(event) {
  if (S.pathMode) return;
  const hit = hitAt(event);
  if (!hit || !hit.cell) return;
  const last = S.lastClick;
  if (last && sheets.sameCell(last.cell, hit.cell) && Date.now() - last.time < 800 && S.undo.length === last.depth + 1) {
    undo(); // the double-click's first click placed or took away a symbol: a double-click only edits the name
  }
  S.lastClick = null;
  const sym = sheets.symbolAt(current(), hit.cell);
  if (sym && (sym.symbol === sheets.STAIRCASE || sym.symbol === sheets.SCROLL)) openNameForm(hit.cell, sym);
}

function extendPath(cell) {
  const path = S.path;
  const last = path[path.length - 1];
  if (!last) {
    path.push(cell);
  } else if (sheets.sameCell(last, cell)) {
    return;
  } else if (path.length > 1 && sheets.sameCell(path[path.length - 2], cell)) {
    path.pop(); // dragging back takes the last step back
  } else {
    path.push(...sheets.stepsBetween(last, cell));
  }
  drawOverlay();
}

function onPointerDown(event) {
  if (!S.pathMode || event.button !== 0) return;
  const hit = hitAt(event, false);
  if (!hit) return;
  event.preventDefault();
  const last = S.path[S.path.length - 1];
  if (last && sheets.sameCell(last, hit.cell) && !S.dragging && event.detail === 1 && S.path.length > 0) {
    S.dragging = true; // press on the path's end: carry on from there
  } else {
    if (!last || !(sheets.adjacent(last, hit.cell) || S.path.some((c) => sheets.sameCell(c, hit.cell)))) S.path = [];
    S.dragging = true;
    extendPath(hit.cell);
  }
  $("sheet").setPointerCapture(event.pointerId);
}

function onPointerMove(event) {
  if (S.pathMode && S.dragging) {
    const hit = hitAt(event, false);
    if (hit) extendPath(hit.cell);
    return;
  }
  const hit = S.pathMode ? null : hitAt(event);
  if (keyOf(hit) !== keyOf(S.hover)) {
    S.hover = hit;
    drawOverlay();
  }
}

function onPointerUp() {
  if (!S.dragging) return;
  S.dragging = false;
  requestScore();
}

function openNameForm(cell, sym) {
  const svg = $("sheet").querySelector("svg");
  const g = grid();
  const form = $("name-form");
  const input = $("name-input");
  const box = svg.getScreenCTM();
  const left = box.a * (g.x0 + cell[0] * g.cell) + box.e;
  const top = box.d * (g.y0 + (cell[1] + 1) * g.cell) + box.f;
  form.style.left = `${left + window.scrollX}px`;
  form.style.top = `${top + window.scrollY}px`;
  form.hidden = false;
  form.dataset.cell = keyOf(cell);
  input.value = sym.name || "";
  input.setAttribute("aria-label", sym.symbol === sheets.STAIRCASE ? "Staircase letter (A, B or C)" : "Scroll name");
  input.maxLength = sym.symbol === sheets.STAIRCASE ? 1 : 20;
  input.focus();
  input.select();
  text($("hint"), sym.symbol === sheets.STAIRCASE
    ? "A staircase's letter: A, B or C. Enter to apply, Esc to cancel."
    : "A scroll's name (the printed sheets use I, II, III…). Enter to apply, Esc to cancel.");
}

function closeNameForm() {
  $("name-form").hidden = true;
  showHint();
}

function submitName(event) {
  event.preventDefault();
  const cell = JSON.parse($("name-form").dataset.cell);
  const sym = sheets.symbolAt(current(), cell);
  let name = $("name-input").value.trim();
  if (!sym) return closeNameForm();
  if (sym.symbol === sheets.STAIRCASE) {
    name = name.toUpperCase();
    if (!sheets.STAIR_LETTERS.includes(name)) return text($("hint"), "A staircase's letter is A, B or C.");
  } else if (!name || /[\u0000-\u001f\u007f]/.test(name)) {
    return text($("hint"), "A scroll needs a name (letters, digits, no control characters).");
  }
  closeNameForm();
  setSheet(sheets.renameSymbol(current(), cell, name));
}

// --- keyboard ----------------------------------------------------------------------------------------------

function onKey(event) {
  const target = event.target;
  if (target.closest && target.closest("input:not([type=checkbox]), select, textarea")) { // typing, not shortcuts
    if (event.key === "Escape" && !$("name-form").hidden) closeNameForm();
    return;
  }
  const ctrl = event.ctrlKey || event.metaKey;
  const key = event.key;
  if (ctrl && (key === "z" || key === "Z")) {
    event.preventDefault();
    return event.shiftKey ? redo() : undo();
  }
  if (ctrl && (key === "y" || key === "Y")) {
    event.preventDefault();
    return redo();
  }
  if (ctrl || event.altKey) return;
  if (key === "Escape") return clearPath();
  if ((key === "Delete" || key === "Backspace") && S.cursor) {
    event.preventDefault();
    return setSheet(sheets.removeSymbol(current(), S.cursor));
  }
  const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  if (moves[key]) {
    event.preventDefault();
    const sheet = current();
    const [x, y] = S.cursor || [0, 0];
    S.cursor = [Math.min(sheet.width - 1, Math.max(0, x + moves[key][0])),
      Math.min(sheet.height - 1, Math.max(0, y + moves[key][1]))];
    return drawOverlay();
  }
  const entry = S.session.palette.find((p) => p.key === key) ||
    S.session.palette.find((p) => p.key.toLowerCase() === key.toLowerCase());
  if (entry) {
    event.preventDefault();
    chooseTool(entry);
    if (S.cursor) setSheet(sheets.placeSymbol(current(), S.cursor, entry.symbol, entry.name || ""));
  }
}

// --- palette and modes ---------------------------------------------------------------------------------------

function chooseTool(tool) {
  S.tool = tool;
  setPathMode(false);
  for (const b of $("palette").querySelectorAll("button")) {
    b.setAttribute("aria-pressed", String(b.toolValue === tool));
  }
  showHint();
}

function setPathMode(on) {
  S.pathMode = on;
  $("draw-path").setAttribute("aria-pressed", String(on));
  $("sheet").classList.toggle("path-mode", on);
  if (on) for (const b of $("palette").querySelectorAll("button")) b.setAttribute("aria-pressed", "false");
  else for (const b of $("palette").querySelectorAll("button")) b.setAttribute("aria-pressed", String(b.toolValue === S.tool));
  S.hover = null;
  drawOverlay();
  showHint();
}

function showHint() {
  let hint;
  if (S.pathMode) hint = "Draw path: press and drag over the squares (or click square after square); drag back to take a step back; Esc clears.";
  else if (S.tool === "erase") hint = "Click a square to take its symbol away. Click between two squares to toggle a wall.";
  else if (S.tool) hint = `Click a square to place the ${S.tool.label.toLowerCase()} (again to take it away). Click between two squares to toggle a wall.`;
  else hint = "Click between two squares to toggle a wall; choose a symbol above to place it. Double-click a staircase or scroll to rename it.";
  text($("hint"), hint);
}

function prefixIds(svg, prefix) {
  for (const el of svg.querySelectorAll("[id]")) el.id = prefix + el.id;
  for (const el of svg.querySelectorAll("*")) {
    for (const attr of ["href", "xlink:href"]) {
      const v = el.getAttribute(attr);
      if (v && v.startsWith("#")) el.setAttribute(attr, `#${prefix}${v.slice(1)}`);
    }
    const clip = el.getAttribute("clip-path");
    if (clip) el.setAttribute("clip-path", clip.replace("url(#", `url(#${prefix}`));
  }
}

// The palette's icons are the printed ones: one check of a small sheet holding every symbol, each button showing
// its square of that drawing.
async function drawPalette() {
  const palette = S.session.palette;
  const columns = 5;
  const rows = Math.max(5, Math.ceil(palette.length / columns));
  const symbols = palette.map((p, i) => {
    const entry = { at: [i % columns, Math.floor(i / columns)], symbol: p.symbol };
    if (p.symbol === sheets.STAIRCASE) entry.name = p.name || "A";
    if (p.symbol === sheets.SCROLL) entry.name = p.name || "I";
    return entry;
  });
  const sheet = { kind: "labyrinth-sheet", version: 1, id: "", side: "custom", seed: null, width: columns,
    height: rows, walls: [], symbols };
  const buttons = [];
  const select = elem("button", "Select", "tool text-tool");
  select.toolValue = null;
  select.title = "Select a square (arrow keys move it; a symbol's key places it there)";
  const erase = elem("button", "Erase", "tool text-tool");
  erase.toolValue = "erase";
  erase.title = "Take symbols away (Delete or Backspace on the selected square)";
  buttons.push(select, erase);
  let source = null;
  let g = null;
  try {
    const answer = await post("check", { sheet });
    source = importSvg(answer.svg);
    prefixIds(source, "palette-");
    g = answer.grid;
    const holder = svgEl("g", { id: "palette-art" });
    holder.append(...source.childNodes);
    $("palette-source").replaceChildren(holder);
  } catch {
    source = null; // the buttons say their names instead
  }
  palette.forEach((p, i) => {
    const b = elem("button", "", "tool");
    b.toolValue = p;
    b.title = `${p.label} (key ${p.key})`;
    b.setAttribute("aria-label", `${p.label} (key ${p.key})`);
    if (source && g) {
      const inset = 0.05 * g.cell; // inside the square: its neighbours' grid lines stay out
      const x = g.x0 + (i % columns) * g.cell + inset;
      const y = g.y0 + Math.floor(i / columns) * g.cell + inset;
      const side = g.cell - 2 * inset;
      const icon = svgEl("svg", { viewBox: `${x} ${y} ${side} ${side}`, class: "icon", "aria-hidden": "true" });
      icon.appendChild(svgEl("use", { href: "#palette-art" }));
      b.appendChild(icon);
    } else {
      b.textContent = p.label;
    }
    b.appendChild(elem("span", p.key, "key"));
    buttons.push(b);
  });
  for (const b of buttons) {
    b.type = "button";
    b.setAttribute("aria-pressed", "false");
    b.addEventListener("click", () => chooseTool(b.toolValue));
  }
  $("palette").replaceChildren(...buttons);
  chooseTool(null);
}

function drawSides() {
  const letters = Object.keys(S.lab.sides).sort();
  const tabs = $("sides");
  tabs.hidden = letters.length < 2;
  tabs.replaceChildren(...letters.map((letter) => {
    const b = elem("button", `Side ${letter}`, "side");
    b.type = "button";
    b.setAttribute("role", "tab");
    b.setAttribute("aria-selected", String(letter === S.side));
    b.addEventListener("click", () => {
      if (letter === S.side) return;
      S.side = letter;
      S.path = [];
      S.cursor = null;
      S.par = null;
      S.parKey = "";
      changed();
    });
    return b;
  }));
}

// --- the card, its par and the deck's ranges ---------------------------------------------------------------

function drawCards() {
  const select = $("card");
  const groups = DIFFICULTIES.map((d) => {
    const group = document.createElement("optgroup");
    group.label = d;
    for (const card of S.session.deck.filter((c) => c.difficulty === d)) {
      const option = elem("option", `${card.id} (${card.rows.length} row${card.rows.length === 1 ? "" : "s"})`);
      option.value = card.id;
      group.appendChild(option);
    }
    return group;
  }).filter((g) => g.children.length);
  const none = elem("option", "choose a card…");
  none.value = "";
  select.replaceChildren(none, ...groups);
}

function chooseCard(id) {
  S.card = id;
  const card = S.session.deck.find((c) => c.id === id);
  const rows = card ? card.rows.map((r) => elem("li", sheets.describeRow(r))) : [];
  if (card) rows.unshift(elem("li", `enter by ${card.entry === "any" ? "any staircase" : `staircase ${card.entry}`}`, "entry"));
  $("card-rows").replaceChildren(...rows);
  S.par = null;
  S.parKey = "";
  requestPar(true);
  requestScore();
}

async function requestPar(force) {
  const shown = S.shown;
  if (!S.card || !shown || shown.key !== keyOf(current())) {
    if (!S.card) text($("par"), "Choose a card to see its proven par on this sheet.");
    return;
  }
  const parKey = `${shown.answer.hash}/${S.card}`;
  if (!force && parKey === S.parKey) return;
  S.parKey = parKey;
  const ticket = ++S.ticket;
  S.parTicket = ticket;
  text($("par"), "proving…");
  $("par").className = "par waiting";
  try {
    const answer = await post("par", { sheet: shown.sheet, card: S.card, budget: PAR_BUDGET, ticket });
    if (ticket !== S.parTicket || answer.cancelled) return;
    S.par = answer;
    showPar(answer);
  } catch (err) {
    if (ticket === S.parTicket) fail("par", err);
  }
}

function showPar(a) {
  let line;
  if (a.solvable === false) line = `${a.card}: no legal path on this sheet`;
  else if (a.par === null || a.par === undefined) line = `${a.card}: not decided within ${PAR_BUDGET} s`;
  else line = `${a.card}: par ${a.par}${a.optimal ? " (proven best)" : " (best found; not proven in time)"}`;
  const secs = typeof a.seconds === "number" ? ` · ${a.cached ? "cached" : `${a.seconds.toFixed(2)} s`}` : "";
  text($("par"), line + secs);
  $("par").className = "par";
  $("par-lines").replaceChildren(...(a.lines || []).map((l) => elem("li", l.trim())));
  drawOverlay();
}

async function requestRanges() {
  const ticket = ++S.ticket;
  S.parTicket = ticket; // a running par answer is now older than this
  S.parKey = "";
  text($("ranges-status"), "proving the deck on each side…");
  $("ranges").hidden = true;
  try {
    const answer = await post("deck", { sides: S.lab.sides, budget: DECK_BUDGET, ticket });
    if (answer.cancelled) return text($("ranges-status"), "cancelled by a newer request");
    showRanges(answer);
  } catch (err) {
    fail("ranges-status", err);
  }
  requestPar(true);
}

function showRanges(a) {
  const sides = Object.keys(a.ranges).sort();
  const head = document.createElement("tr");
  head.append(elem("th", "difficulty"), ...sides.map((s) => elem("th", `side ${s}`)));
  const rows = DIFFICULTIES.filter((d) => sides.some((s) => a.ranges[s][d])).map((d) => {
    const tr = document.createElement("tr");
    tr.append(elem("th", d), ...sides.map((s) => {
      const r = a.ranges[s][d];
      return elem("td", r ? (r[0] === r[1] ? `${r[0]}` : `${r[0]} – ${r[1]}`) : "–");
    }));
    return tr;
  });
  $("ranges").replaceChildren(head, ...rows);
  $("ranges").hidden = false;
  const unproven = a.unproven ? `; ${a.unproven} card(s) not proven in time` : "";
  text($("ranges-status"), `par ranges over the deck (${Number(a.seconds).toFixed(1)} s${unproven})`);
}

// --- the trial path's score ----------------------------------------------------------------------------------

function clearPath() {
  S.path = [];
  S.dragging = false;
  drawOverlay();
  requestScore();
}

async function requestScore() {
  const seq = ++S.scoreSeq;
  const score = $("score");
  if (!S.path.length) {
    score.className = "score";
    text(score, "Press Draw path, then drag over the squares.");
    return $("score-lines").replaceChildren();
  }
  if (!S.card) {
    score.className = "score";
    text(score, `A path of ${S.path.length} square(s): choose a card to score it.`);
    return $("score-lines").replaceChildren();
  }
  try {
    const a = await post("score", { sheet: current(), card: S.card, path: S.path });
    if (seq !== S.scoreSeq) return;
    score.className = a.legal ? "score ok" : "score bad";
    text(score, a.legal ? `Legal: ${a.score} points, ${a.hearts_lost} heart(s) lost` : `Not legal: ${a.reason}`);
    $("score-lines").replaceChildren(...(a.lines || []).map((l) => elem("li", l.trim())));
  } catch (err) {
    if (seq === S.scoreSeq) fail("score", err);
  }
}

// --- sheet size, generate, blank -------------------------------------------------------------------------

function sizeInputs() {
  const w = Number($("width").value);
  const h = Number($("height").value);
  const { min_size: lo, max_size: hi } = S.session;
  if (!Number.isInteger(w) || !Number.isInteger(h) || w < lo || h < lo || w > hi || h > hi) {
    text($("hint"), `A sheet is ${lo} to ${hi} squares a side.`);
    return null;
  }
  return [w, h];
}

function replaceSheet(sheet) {
  const letters = Object.keys(S.lab.sides);
  const fitted = letters.length > 1 ? { ...sheet, side: S.side } : sheet; // a two-sided file names its sides
  S.path = [];
  S.cursor = null;
  setSheet(fitted);
}

async function startAfresh(what) {
  const size = sizeInputs();
  if (!size) return;
  const body = { width: size[0], height: size[1] };
  if (what === "generate") body.seed = Number($("seed").value);
  text($("hint"), what === "generate" ? "generating a verified sheet…" : "");
  try {
    replaceSheet((await post(what, body)).sheet);
    showHint();
  } catch (err) {
    fail("hint", err);
  }
}

// --- save and export -----------------------------------------------------------------------------------------

async function save(name, overwrite) {
  const status = $("files-status");
  text(status, "saving…");
  const lab = S.lab;
  try {
    const a = await post("save", { labyrinth: lab, format: $("format").value, name, overwrite });
    if (name === null) S.savedKey = keyOf(lab);
    $("save-as-form").hidden = true;
    $("confirm").hidden = true;
    text(status, `saved ${a.path}`);
    showFileName();
  } catch (err) {
    if (err instanceof ApiError && err.status === 409 && err.data.exists) {
      text($("confirm-text"), `${err.message}. Overwrite it?`);
      $("confirm").hidden = false;
      $("confirm").dataset.name = name;
      text(status, "");
      $("overwrite").focus();
    } else {
      fail("files-status", err);
    }
  }
}

async function exportFiles(what) {
  const status = $("files-status");
  text(status, what === "kit" ? "making the kit (proving a whole deck: this takes a while)…" : "drawing the sheet PDF…");
  try {
    const a = await post("export", { labyrinth: S.lab, what });
    status.replaceChildren(elem("span", `wrote ${a.files.length} file(s):`), ...a.files.slice(0, 12).map((f) => elem("code", f)));
  } catch (err) {
    fail("files-status", err);
  }
}

// --- start -----------------------------------------------------------------------------------------------------

function wire() {
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("size-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const size = sizeInputs();
    if (size) setSheet(sheets.resize(current(), ...size));
  });
  $("generate-form").addEventListener("submit", (e) => {
    e.preventDefault();
    startAfresh("generate");
  });
  $("blank").addEventListener("click", () => startAfresh("blank"));
  $("draw-path").addEventListener("click", () => setPathMode(!S.pathMode));
  $("clear-path").addEventListener("click", clearPath);
  const board = $("sheet");
  board.addEventListener("click", onClick);
  board.addEventListener("dblclick", onDoubleClick);
  board.addEventListener("pointerdown", onPointerDown);
  board.addEventListener("pointermove", onPointerMove);
  board.addEventListener("pointerup", onPointerUp);
  board.addEventListener("pointerleave", () => {
    S.hover = null;
    drawOverlay();
  });
  $("name-form").addEventListener("submit", submitName);
  $("name-input").addEventListener("blur", () => setTimeout(closeNameForm, 0));
  $("card").addEventListener("change", (e) => chooseCard(e.target.value));
  $("show-par").addEventListener("change", drawOverlay);
  $("deck-ranges").addEventListener("click", requestRanges);
  $("save").addEventListener("click", () => (S.session.file ? save(null, false) : openSaveAs()));
  $("save-as").addEventListener("click", openSaveAs);
  $("save-as-form").addEventListener("submit", (e) => {
    e.preventDefault();
    save($("save-name").value.trim(), false);
  });
  $("save-as-cancel").addEventListener("click", () => ($("save-as-form").hidden = true));
  $("overwrite").addEventListener("click", () => save($("confirm").dataset.name, true));
  $("overwrite-cancel").addEventListener("click", () => ($("confirm").hidden = true));
  $("export-pdf").addEventListener("click", () => exportFiles("sheet-pdf"));
  $("export-kit").addEventListener("click", () => exportFiles("kit"));
  document.addEventListener("keydown", onKey);
}

function openSaveAs() {
  const form = $("save-as-form");
  form.hidden = false;
  const ext = $("format").value === "json" ? ".json" : ".txt";
  const input = $("save-name");
  if (!input.value || !input.value.endsWith(ext)) input.value = `labyrinth${ext}`;
  input.focus();
  input.select();
}

async function start() {
  wire();
  try {
    S.session = await get("session");
  } catch (err) {
    return fail("verdict", err);
  }
  S.lab = S.session.labyrinth;
  S.side = S.lab.sides.A ? "A" : Object.keys(S.lab.sides)[0];
  S.savedKey = S.session.file ? keyOf(S.lab) : "";
  $("format").value = S.session.format || "text";
  $("save").disabled = false;
  if (!S.session.file) $("save").title = "No file was opened: asks for a name in the output folder";
  for (const id of ["width", "height"]) {
    $(id).min = S.session.min_size;
    $(id).max = S.session.max_size;
  }
  changed();
  requestScore();
  await drawPalette();
  document.body.dataset.ready = "true"; // for the browser tests: the page is wired and drawn
  await loadCards();
}

// The standard deck is made while the page is already in use (a few seconds as the server starts): until then
// the card chooser says so, and the sheet, its verdict and the palette work.
async function loadCards() {
  const select = $("card");
  if (!S.session.deck) {
    select.disabled = true;
    text($("par"), "Making the standard deck of objective cards…");
    try {
      S.session.deck = (await get("cards")).deck;
    } catch (err) {
      return fail("par", err);
    }
    select.disabled = false;
  }
  drawCards();
  text($("par"), "Choose a card to see its proven par on this sheet.");
  document.body.dataset.cards = "true"; // for the browser tests: the card chooser is filled
}

// What the page holds, read-only, for the browser tests (and anyone curious in the console): the labyrinth, the
// side shown, the trial path, and where the drawing shown puts its squares.
window.pnpEdit = {
  state: () => sheets.clone({
    labyrinth: S.lab, side: S.side, path: S.path, shownKey: S.shown && S.shown.key,
    currentKey: keyOf(current()), grid: grid(), drawn: S.shown && { width: S.shown.sheet.width, height: S.shown.sheet.height },
  }),
};

start();
