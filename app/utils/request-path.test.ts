import { describe, expect, it } from "vitest";
import { requestPathname } from "./request-path";

describe("requestPathname", () => {
  it.each([
    ["http://x/", "/"],
    ["http://x/_root.data", "/"],
    ["http://x/_.data?_routes=ar%2Fhome", "/"],
    ["http://x/en.data?_routes=routes%2Fpublic-layout", "/en"],
    ["http://x/ar/services/web-design-development-in-baghdad.data", "/ar/services/web-design-development-in-baghdad"],
    ["http://x/en/sectors/%D8%AA.data", "/en/sectors/%D8%AA"],
    ["http://x/en/about", "/en/about"],
  ])("%s -> %s", (url, path) => {
    expect(requestPathname(url)).toBe(path);
  });
});
