import { describe, expect, it } from "vitest";
import { languages } from "#core/i18n/languages";
import { getResource } from "#core/i18n/resources";
import { listDescriptor, listNames } from "#core/content/lists/catalogue";
import { readPath } from "#core/content/text-overrides";
import { listTextKeys } from "./list-texts";

describe("every studio list's texts", () => {
  for (const list of listNames) {
    const fields = Object.entries(listDescriptor(list).fields).map(([name, spec]) => ({ name, kind: spec.kind }));
    const keys = [...listTextKeys(list, fields), `studio.sections.${list}`];
    for (const lang of languages) {
      it(`${list} has its screen, navigation and field texts in ${lang}`, () => {
        const admin = getResource(lang, "admin");
        const missing = keys.filter((key) => !(readPath(admin, key) ?? "").trim());
        expect(missing).toEqual([]);
      });
    }
  }

  it("names every value of every choice field in the studio's texts, in both languages", () => {
    for (const list of listNames) {
      for (const spec of Object.values(listDescriptor(list).fields)) {
        if (spec.kind !== "choice") continue;
        for (const lang of languages) {
          for (const option of spec.options) {
            expect(readPath(getResource(lang, "admin"), `studio.lists.choices.${spec.source}.${option}`), `${list} ${option} ${lang}`).toBeTruthy();
          }
        }
      }
    }
  });
});
