import type { Ref } from "react";
import { pageCardKey } from "#core/content/page-meta-key";
import type { ShareCardPreview } from "#core/content/share-card-wire";
import type { useStudioT } from "../kit/use-studio-t";
import { groupLabel } from "./group-labels";
import { previewPath, type Overrides, type TextGroup } from "./text-groups";
import { ShareCards } from "./share-card-preview";

type T = ReturnType<typeof useStudioT>["t"];

/** Above a group's texts: its name (the panel's heading), how many texts it has, its page's addresses and share cards. */
export function GroupIntro({
  group: selected,
  overrides,
  shareCards,
  shareCardsFailed,
  headingRef,
  t,
}: {
  group: TextGroup;
  overrides: Overrides;
  shareCards: ShareCardPreview[] | undefined;
  shareCardsFailed: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  t: T;
}) {
  return (
    <>
      <header className="grid gap-1">
        <h2 id="pages-panel-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none" data-testid="group-title">
          {groupLabel(t, selected)}
        </h2>
        <p className="text-sm text-muted">
          {t("studio.pages.textCount", { count: selected.entries.length })}
          {" · "}
          {selected.page.kind === "home" && selected.kind !== "home" ? (
            t("studio.pages.noPage")
          ) : (
            <>
              {t("studio.pages.pageAt")} {/* Addresses read left to right in the Arabic studio too. */}
              <code dir="ltr" className="break-all" data-testid="group-path">
                {decodeURIComponent(previewPath(selected, overrides, "ar"))}
              </code>
              {" · "}
              <code dir="ltr" className="break-all">
                {decodeURIComponent(previewPath(selected, overrides, "en"))}
              </code>
            </>
          )}
        </p>
      </header>
      {!(selected.page.kind === "home" && selected.kind !== "home") && (
        <ShareCards
          cards={shareCards?.filter((card) => card.key === pageCardKey(selected.page))}
          failed={shareCardsFailed}
          imageKey={pageCardKey(selected.page)}
          withDefault={selected.page.kind === "home"}
          t={t}
        />
      )}
    </>
  );
}
