import { describe, expect, test } from "vitest";
import { deferModules } from "./defer-modules";

const page = `<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/b.js"/></head>
<body><main>text</main><script>window.__ctx = 1;</script><script type="module" async="">import * as route0 from "/assets/root.js";
window.__x = "</scr" + "ipt><!--";
import("/assets/entry.client.js");</script></body></html>`;

describe("the page's modules start after the first paint", () => {
  test("the preload links go, the stylesheet stays, and the module script is added later with its text unchanged", () => {
    const { html, deferred } = deferModules(page);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).not.toContain('type="module"><');
    expect(deferred).toHaveLength(1);
    expect(deferred[0]).toContain('import("/assets/entry.client.js");');
    // The loader holds the source as a string that cannot end its own script element.
    const loader = /<script>(\(function\(\)\{var started=false;function go\(\)[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(loader).not.toMatch(/<\/script|<!--/i);
    const source = JSON.parse(/s\.textContent=("(?:[^"\\]|\\.)*")/.exec(loader)![1]!) as string;
    expect(source).toBe(deferred[0]);
    // Once the page has loaded (or at once when it already has)…
    expect(loader).toContain('window.addEventListener("load",painted,{once:true})');
    expect(loader).toContain('if(document.readyState==="complete")painted()');
    // …and its first paint is reported (browsers without paint timing: at load; 3 s after load at the latest).
    expect(loader).toContain('observe({type:"paint",buffered:true})');
    expect(loader).toContain('P.supportedEntryTypes.indexOf("paint")<0');
    expect(loader).toContain("setTimeout(go,3000)");
    // On a public page, the paint that counts is the first contentful one, not a bare first frame.
    expect(loader).toContain('if(!list.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();go()');
    // The other inline scripts are untouched.
    expect(html).toContain("<script>window.__ctx = 1;</script>");
  });

  test("the studio, whose first frame is a spinner, starts on its first paint of either kind", () => {
    const { html } = deferModules(page, { contentful: false });
    expect(html).toContain("new P(function(list,observer){observer.disconnect();go()})");
    expect(html).not.toContain("first-contentful-paint");
  });

  test("a page without the router's module script is left as it is, preloads aside", () => {
    expect(deferModules("<html><body><p>no scripts</p></body></html>")).toEqual({
      html: "<html><body><p>no scripts</p></body></html>",
      deferred: [],
    });
  });
});
