// PreviewPage: the page and its script, served from memory. The script polls /state every
// 50 ms with the settings of the controls; an image is swapped only when its digest changed,
// and only once the new one is loaded and decoded (a new <img> replaces the old one: no blank
// frame, no reload of the page or of the other images). Problems are shown above the images,
// which stay as they were. A Swift file's build shows its progress in the note beside the
// controls, at every poll. No inline script (the Content-Security-Policy allows 'self' only).

enum PreviewPage {
    /// The page; for a Swift file the controls' defaults say "file" (what the file's code sets),
    /// and the scrub, which moves a spec's animation or scroll offset, is left out.
    static func html(title: String, swift: Bool = false) -> String {
        let page = html(title: title)
        guard swift else { return page }
        return page.replacingOccurrences(of: ">spec<", with: ">file<").replacingOccurrences(of: "placeholder=\"spec\"", with: "placeholder=\"file\"")
            .replacingOccurrences(of: "<label><input type=\"checkbox\" id=\"scrubOn\"> Scrub <input type=\"range\" id=\"scrub\" min=\"0\" max=\"100\" value=\"50\"></label>",
                                  with: "<input type=\"checkbox\" id=\"scrubOn\" hidden><input type=\"range\" id=\"scrub\" hidden>")
    }

    private static func html(title: String) -> String {
        let t = title.unicodeScalars.map { "<>&\"'".unicodeScalars.contains($0) ? "&#\($0.value);" : String($0) }.joined()
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(t) · picker-render preview</title>
        <style>
        body { font: 13px -apple-system, system-ui, sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
        header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #d1d1d6; padding: 8px 12px; display: flex; flex-wrap: wrap; gap: 10px; align-items: center; z-index: 1; }
        header h1 { font-size: 15px; margin: 0 8px 0 0; }
        label { display: inline-flex; gap: 4px; align-items: center; }
        #problems { display: none; background: #ffe5e3; color: #a40e0e; border-bottom: 1px solid #ff9f96; padding: 8px 12px; font-family: ui-monospace, monospace; white-space: pre-wrap; }
        #grid { display: flex; flex-wrap: wrap; gap: 16px; padding: 16px; align-items: flex-start; }
        figure { margin: 0; background: #fff; border-radius: 10px; padding: 8px; box-shadow: 0 1px 2px rgba(0,0,0,.12); max-width: 100%; }
        figure img { display: block; max-width: 100%; height: auto; }
        figcaption { margin-top: 6px; display: flex; flex-direction: column; gap: 3px; max-width: 460px; }
        figcaption code { font-size: 11px; color: #636366; word-break: break-all; }
        #note { color: #636366; }
        </style></head>
        <body>
        <header><h1>\(t)</h1>
        <label>Appearance <select id="appearance"><option value="">default</option><option>both</option><option>light</option><option>dark</option><option>spec</option></select></label>
        <label>Scale <select id="scale"><option value="">spec</option><option>1</option><option>2</option><option>3</option></select></label>
        <label>Dynamic Type <select id="dynamicType"><option value="">spec</option><option>xSmall</option><option>small</option><option>medium</option><option>large</option><option>xLarge</option><option>xxLarge</option><option>xxxLarge</option><option>AX1</option><option>AX2</option><option>AX3</option><option>AX4</option><option>AX5</option></select></label>
        <label>Locale <input id="locale" size="7" placeholder="spec"></label>
        <label>Direction <select id="layoutDirection"><option value="">spec</option><option>leftToRight</option><option>rightToLeft</option></select></label>
        <label>Increase Contrast <select id="increaseContrast"><option value="">spec</option><option value="1">on</option><option value="0">off</option></select></label>
        <label>Design <select id="design"><option value="">spec</option><option>ios18</option><option>ios26</option></select></label>
        <label><input type="checkbox" id="scrubOn"> Scrub <input type="range" id="scrub" min="0" max="100" value="50"></label>
        <span id="note"></span>
        </header>
        <div id="problems"></div>
        <div id="grid"></div>
        <script src="/app.js"></script>
        </body></html>
        """
    }

    static let script = """
    'use strict';
    const names = ['appearance', 'scale', 'dynamicType', 'locale', 'layoutDirection', 'increaseContrast', 'design'];
    const el = id => document.getElementById(id);
    let shown = { query: null, version: -1 };
    function query() {
      const q = new URLSearchParams();
      for (const n of names) { const v = el(n).value.trim(); if (v) q.set(n, v); }
      if (el('scrubOn').checked) q.set('scrub', el('scrub').value);
      return q.toString();
    }
    function text(tag, t, cls) { const e = document.createElement(tag); e.textContent = t; if (cls) e.className = cls; return e; }
    function figure(i) {
      let f = document.getElementById('v-' + i.id);
      if (!f) {
        f = document.createElement('figure'); f.id = 'v-' + i.id;
        const img = document.createElement('img'); img.alt = i.title;
        const cap = document.createElement('figcaption');
        const title = text('strong', ''), link = document.createElement('a'), cmd = text('code', '');
        link.textContent = 'PNG';
        cap.append(title, link, cmd); f.append(img, cap);
      }
      const cap = f.querySelector('figcaption');
      cap.children[0].textContent = i.title + (i.animated ? ' (animation)' : '');
      cap.children[1].href = i.src; cap.children[1].download = i.title.replace(/[^A-Za-z0-9._-]+/g, '-') + '.png';
      cap.children[2].textContent = i.command;
      const img = f.querySelector('img');
      if (img.dataset.digest !== i.digest && img.dataset.want !== i.digest) {
        img.dataset.want = i.digest;
        const next = new Image();
        next.alt = i.title; next.dataset.digest = i.digest;
        if (i.width > 0) next.style.width = i.width + 'px';
        next.src = i.src;
        next.decode().then(() => {
          const now = f.querySelector('img');
          if (now.dataset.want === i.digest) now.replaceWith(next);
        }, () => { const now = f.querySelector('img'); if (now.dataset.want === i.digest) delete now.dataset.want; });
      }
      return f;
    }
    function apply(s) {
      const p = el('problems');
      p.textContent = s.problems.map(x => x.file + (x.path ? ': ' + x.path : '') + ': ' + x.message).join('\\n');
      p.style.display = s.problems.length ? 'block' : 'none';
      p.dataset.paths = s.problems.map(x => x.path).join(' ');
      note(s);
      const grid = el('grid'), keep = new Set();
      s.images.forEach((i, n) => {
        const f = figure(i); keep.add(f.id);
        if (grid.children[n] !== f) grid.insertBefore(f, grid.children[n] || null);
      });
      for (const f of Array.from(grid.children)) if (!keep.has(f.id)) f.remove();
      document.body.dataset.version = s.version;
    }
    function note(s) {
      el('note').textContent = (s.building ? 'building: ' + s.building + ' ' : s.pending ? 'drawing… ' : '') + (s.leftOut ? s.leftOut + ' more not shown' : '');
    }
    async function poll() {
      const q = query();
      try {
        const r = await fetch('/state?' + q, { cache: 'no-store' });
        if (r.ok) {
          const s = await r.json();
          note(s);
          if (s.pending) {}
          else if (q !== shown.query || s.version !== shown.version) { apply(s); shown = { query: q, version: s.version }; }
        }
      } catch (e) { el('note').textContent = 'not connected'; }
      setTimeout(poll, 50);
    }
    for (const n of names.concat(['scrub', 'scrubOn'])) el(n).addEventListener('input', () => { shown.query = null; });
    poll();
    """
}
