// Writes app/components/icons/page-icons.svg from Lucide's drawings (npm run icons:page).
import { writeFileSync } from "node:fs";
import { pageIconsSprite } from "../app/components/icons/page-icons-sprite.ts";

const target = new URL("../app/components/icons/page-icons.svg", import.meta.url);
writeFileSync(target, pageIconsSprite());
console.log(`wrote ${target.pathname}`);
