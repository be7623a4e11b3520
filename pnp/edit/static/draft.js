// pnp edit: the draft. Every change is kept in the browser's storage (under the session's draft key: the opened
// file, or a new design's output folder), with the undo and redo history, so a reload or a closed tab loses
// nothing: the page starts from the draft, says so, and offers to discard it. The draft is dropped when there
// is nothing in it to keep (the design as saved, no history).

import { $, S, dirty, keyOf, text } from "./state.js";

const VERSION = 1;
const HISTORY_KEPT = 60; // undo and redo steps kept in a draft (a 20 × 20 sheet is about 10 kB a step)

const storageKey = () => `pnp-edit-draft:${S.session.draft}`;
const started = () => keyOf(S.session.labyrinth); // the design as the server read it when the session began

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused (a private window's settings): the page works without drafts
  }
}

export function saveDraft() {
  const store = storage();
  if (!store || !S.session) return;
  if (!dirty() && !S.undo.length && !S.redo.length && S.savedKey === started()) {
    store.removeItem(storageKey());
    return;
  }
  const draft = { version: VERSION, base: started(), saved: S.savedKey, lab: S.lab, side: S.side,
    undo: S.undo.slice(-HISTORY_KEPT), redo: S.redo.slice(-HISTORY_KEPT), time: Date.now() };
  for (const history of [true, false]) {
    try {
      store.setItem(storageKey(), JSON.stringify(history ? draft : { ...draft, undo: [], redo: [] }));
      return;
    } catch {
      // over the storage quota: try again without the history
    }
  }
}

// The draft of an earlier page of this session or file, restored into S (before the first check). Its note says
// so when it holds unsaved changes, and whether the file has changed on disk since.
export function restoreDraft() {
  const store = storage();
  let draft = null;
  try {
    draft = store && JSON.parse(store.getItem(storageKey()) || "null");
  } catch {
    draft = null;
  }
  if (!draft || draft.version !== VERSION || !draft.lab || !draft.lab.sides || !draft.lab.sides.A) return;
  const sameBase = draft.base === started();
  S.lab = draft.lab;
  S.side = draft.lab.sides[draft.side] ? draft.side : "A";
  S.undo = draft.undo || [];
  S.redo = draft.redo || [];
  if (sameBase) S.savedKey = draft.saved; // else the file on disk is the saved version (S.savedKey as read)
  if (!dirty()) return;
  const when = new Date(draft.time).toLocaleString();
  const changedOnDisk = sameBase ? "" : " The file has changed on disk since.";
  text($("draft-text"), `Your unsaved changes of ${when} were kept in this browser and are shown.${changedOnDisk}`);
  $("draft-note").hidden = false;
}

// Discard the draft: the design as last saved (the file as it is on disk, or the design the session began
// with), no history.
export function discardDraft() {
  S.lab = JSON.parse(S.savedKey);
  S.side = S.lab.sides[S.side] ? S.side : "A";
  S.undo = [];
  S.redo = [];
  S.path = [];
  $("draft-note").hidden = true;
}
