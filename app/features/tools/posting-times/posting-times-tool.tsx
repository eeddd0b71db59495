import { PostingForm } from "./posting-form";
import { PostingResult } from "./posting-result";
import { usePostingTimes } from "./use-posting-times";

/**
 * Best posting times: a platform and where the followers live in, the
 * study's best days and hours out, on the followers' clock or converted to
 * the poster's. The choice lives in the query string, so a result can be
 * shared, and the form also works without JavaScript (a plain GET).
 */
export default function PostingTimesTool() {
  const tool = usePostingTimes();
  return (
    <div
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)]"
      data-testid="posting-times"
      // Set once the tool runs in the browser (after hydration).
      data-ready={tool.browserZone === undefined ? undefined : ""}
    >
      <PostingForm tool={tool} />
      <PostingResult tool={tool} />
    </div>
  );
}
