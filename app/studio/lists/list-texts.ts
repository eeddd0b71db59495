import type { ChoiceSource } from "#core/content/list-kit";
import type { ListName } from "#core/content/lists/catalogue";
import { useStudioT } from "../kit/use-studio-t";

/** The names of every choice's values, per source ("icons", "landingAreas"…), as the route's loader gives them. */
export type ChoiceNames = Record<ChoiceSource, Record<string, string>>;

type Loose = (key: string, options?: Record<string, unknown>) => string;

/**
 * A list's own texts, found by its name (studio.lists.screens.<list>): the
 * screen's title, buttons and messages, and each field's label and hint.
 * The keys are built from the list's description, so the type checker cannot
 * see them; `list-texts.test.ts` checks that every one exists in both languages.
 */
export function useListTexts(list: ListName) {
  const { t } = useStudioT();
  const loose = t as unknown as Loose;
  return {
    screen: (part: "title" | "lead" | "add" | "new" | "edit" | "added" | "saved" | "empty") => loose(`studio.lists.screens.${list}.${part}`),
    label: (field: string) => loose(`studio.lists.screens.${list}.fields.${field}.label`),
    hint: (field: string) => loose(`studio.lists.screens.${list}.fields.${field}.hint`),
  };
}

/** Every key `useListTexts` may ask for, for the test that they exist. */
export const listTextKeys = (list: ListName, fields: readonly { name: string; kind: string }[]): string[] => [
  ...["title", "lead", "add", "new", "edit", "added", "saved", "empty"].map((part) => `studio.lists.screens.${list}.${part}`),
  ...fields.filter((field) => field.kind !== "art").map((field) => `studio.lists.screens.${list}.fields.${field.name}.label`),
  ...fields
    .filter((field) => field.kind !== "art" && field.kind !== "image")
    .map((field) => `studio.lists.screens.${list}.fields.${field.name}.hint`),
];
