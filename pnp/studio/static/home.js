// pnp studio's front page: the three doors, in the page's language.

import { languageChoice, offerIn, speak } from "./studio.js";

async function start() {
  const offer = await offerIn();
  languageChoice(offer.languages, offer.lang);
  await speak(offer.lang);
}

start().catch(() => {}); // the doors work in English without the studio's answer
