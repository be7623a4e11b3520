// pnp edit: the overlay drawn over the server's SVG, in its user units (mm): problems, cursor, trial path.

import { $, S, current, keyOf, svgEl } from "./state.js";

// --- the overlay -------------------------------------------------------------------------------------------

export function grid() {
  return S.shown && S.shown.answer.grid;
}

export function squareRect(g, c, inset, attrs) {
  return svgEl("rect", {
    x: g.x0 + (c[0] + inset) * g.cell,
    y: g.y0 + (c[1] + inset) * g.cell,
    width: (1 - 2 * inset) * g.cell,
    height: (1 - 2 * inset) * g.cell,
    ...attrs,
  });
}

export function edgeLine(g, a, b, attrs) {
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

export function centres(g, path) {
  return path.map((c) => `${g.x0 + (c[0] + 0.5) * g.cell},${g.y0 + (c[1] + 0.5) * g.cell}`).join(" ");
}

export function drawPath(layer, g, path, cls) {
  if (!path.length) return;
  if (path.length > 1) layer.appendChild(svgEl("polyline", { points: centres(g, path), class: cls }));
  const at = (c, r, end) => svgEl("circle", {
    cx: g.x0 + (c[0] + 0.5) * g.cell, cy: g.y0 + (c[1] + 0.5) * g.cell, r: r * g.cell, class: `${cls}-${end}`,
  });
  layer.appendChild(at(path[0], 0.16, "start")); // a dot where it starts, a ring where it ends
  if (path.length > 1) layer.appendChild(at(path[path.length - 1], 0.3, "end"));
}

export function drawOverlay() {
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
  if (S.fault) { // where the trial path breaks a rule: its squares, and a wall it steps through, on the sheet
    for (const sq of S.fault.squares) layer.appendChild(squareRect(g, sq, 0.03, { class: "path-fault" }));
    for (const w of S.fault.walls) layer.appendChild(edgeLine(g, w[0], w[1], { class: "wall-fault", "stroke-width": 0.14 * c }));
  }
  if (S.hover && S.hover.wall) {
    layer.appendChild(edgeLine(g, S.hover.wall[0], S.hover.wall[1], { class: "hover-wall", "stroke-width": 0.16 * c }));
  } else if (S.hover && S.hover.cell && !S.pathMode) {
    layer.appendChild(squareRect(g, S.hover.cell, 0.02, { class: "hover-square" }));
  }
  if (S.cursor) layer.appendChild(squareRect(g, S.cursor, 0.04, { class: "cursor", "stroke-width": 0.05 * c }));
}
