/**
 * The page's scripts start once it has been painted (ADR 008). The page is
 * fully rendered on the server and the spec's loading screen covers it for
 * 3.5 s, so nothing needs the modules before the first paint; fetched during
 * it (React Router preloads them all and its module script imports them as
 * soon as it is parsed) they share a slow line with the stylesheet and the
 * fonts and hold the first and largest paint back. So the preload links go,
 * and the router's module script is added by a small script once the page
 * has loaded (its stylesheet, fonts and images) and its first paint has been
 * reported. The load event alone is not enough: a page from a fast server
 * often loads before the browser's first frame, and modules requested before
 * the first paint still count against it on a slow line. Browsers without
 * paint timing start the modules at load; a page that reports no paint
 * within 3 s of loading (a tab opened in the background) starts them then.
 * The module script's text is unchanged, so its hash is allowed like any
 * inline script's. The measurements behind this are in ADR 008 and the
 * README's Performance section.
 */
export function deferModules(html: string, options: { contentful: boolean } = { contentful: true }): { html: string; deferred: string[] } {
  // Which paint counts: on public pages the first contentful one (a browser may report a bare first frame,
  // the background alone, before the text is painted on a busy machine); the studio's first frame is a
  // spinner, which no contentful paint follows soon, so there the first paint of either kind.
  const wanted = options.contentful ? 'if(!list.getEntriesByName("first-contentful-paint").length)return;' : "";
  const withoutPreloads = html.replace(/<link rel="modulepreload"[^>]*>/g, "");
  const deferred: string[] = [];
  const out = withoutPreloads.replace(/<script type="module" async="">([\s\S]*?)<\/script>/, (_match, source: string) => {
    deferred.push(source);
    // As a JavaScript string inside a script element: nothing may close it or open a comment.
    const text = JSON.stringify(source).replace(/</g, "\\u003c");
    return (
      "<script>(function(){var started=false;function go(){if(started)return;started=true;" +
      `var s=document.createElement("script");s.type="module";s.textContent=${text};document.body.appendChild(s)}` +
      // After the load event, once the browser reports the paint wanted (buffered: at once if it already
      // has). Three seconds after load at the latest, whatever happens.
      'function painted(){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return go();' +
      `new P(function(list,observer){${wanted}observer.disconnect();go()}).observe({type:"paint",buffered:true});setTimeout(go,3000)}` +
      'if(document.readyState==="complete")painted();else window.addEventListener("load",painted,{once:true})})()</script>'
    );
  });
  return { html: out, deferred };
}
