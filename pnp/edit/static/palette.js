// pnp edit: the palette of symbols (the printed icons), the tools and modes, and the side tabs.

import { post } from "./api.js";
import * as sheets from "./sheet.js";
import { changed, importSvg } from "./check.js";
import { drawOverlay, grid } from "./overlay.js";
import { $, S, elem, svgEl, text } from "./state.js";

// --- palette and modes ---------------------------------------------------------------------------------------

export function chooseTool(tool) {
  S.tool = tool;
  setPathMode(false);
  for (const b of $("palette").querySelectorAll("button")) {
    b.setAttribute("aria-pressed", String(b.toolValue === tool));
  }
  showHint();
}

export function setPathMode(on) {
  S.pathMode = on;
  $("draw-path").setAttribute("aria-pressed", String(on));
  $("sheet").classList.toggle("path-mode", on);
  if (on) for (const b of $("palette").querySelectorAll("button")) b.setAttribute("aria-pressed", "false");
  else for (const b of $("palette").querySelectorAll("button")) b.setAttribute("aria-pressed", String(b.toolValue === S.tool));
  S.hover = null;
  drawOverlay();
  showHint();
}

export function showHint() {
  let hint;
  if (S.pathMode) hint = "Draw path: press and drag over the squares (or click square after square); drag back to take a step back; Esc clears.";
  else if (S.tool === "erase") hint = "Click a square to take its symbol away. Click between two squares to toggle a wall.";
  else if (S.tool) hint = `Click a square to place the ${S.tool.label.toLowerCase()} (again to take it away). Click between two squares to toggle a wall.`;
  else hint = "Click between two squares to toggle a wall; choose a symbol above to place it. Double-click a staircase or scroll to rename it.";
  text($("hint"), hint);
}

export function prefixIds(svg, prefix) {
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
export async function drawPalette() {
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

export function drawSides() {
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
