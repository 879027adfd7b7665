// SnapshotReportPage: the static HTML report of a run (index.html): one section per snapshot,
// failures first. A failure can be looked at five ways, one mode for the whole page:
//   side   expected and actual next to each other
//   swipe  actual over expected, cut at a slider position (left of the cut: expected)
//   onion  actual over expected at a slider opacity
//   toggle expected or actual, switched by a button (no timer: what you see is what you chose)
//   diff   the pixelmatch diff image alone
// and the list filtered to failed / recorded / passed / all. The state lives in the URL query
// (?mode=swipe&filter=failed&pos=50&show=actual), so a link or a headless browser opens a given
// view; the controls rewrite the query in place. Large images are scaled down to the page
// width (the overlay is sized to the image under it, so swipe and onion stay aligned). No network, no external files: images are
// referenced by relative path, so the directory can be zipped or uploaded as it is.

package enum SnapshotReportPage {
    package static let modes = ["side", "swipe", "onion", "toggle", "diff"]
    package static let filters = ["failed", "recorded", "passed", "all"]

    // esc and url run for every entry of every publish (after each verify): a string without
    // anything to replace, the common case, is returned as it is after one pass over its bytes.

    static func esc(_ s: String) -> String {
        if !s.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }) {
            return s
        }
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A relative path as a URL: each component percent-encoded, then HTML-escaped.
    static func url(_ rel: String) -> String {
        // Unreserved bytes and "/" stay; any other byte becomes %XX (none needs HTML escaping then).
        if rel.utf8.allSatisfy({ unreserved[Int($0)] || $0 == UInt8(ascii: "/") }) { return rel }
        var out = ""
        for b in rel.utf8 {
            if unreserved[Int(b)] || b == UInt8(ascii: "/") { out.unicodeScalars.append(Unicode.Scalar(b)) } else {
                out += "%" + String(b, radix: 16, uppercase: true).leftPadded(2)
            }
        }
        return out
    }

    /// RFC 3986's unreserved characters, by byte.
    private static let unreserved: [Bool] = (0..<256).map { b in
        let c = UInt8(b)
        return (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || "-._~".utf8.contains(c)
    }

    package static func html(_ entries: [SnapshotEntry], run: String) -> String {
        let counts = Dictionary(grouping: entries, by: \.status).mapValues(\.count)
        func n(_ s: SnapshotEntry.Status) -> Int { counts[s] ?? 0 }
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>Snapshots: \(n(.failed)) failed, \(n(.recorded)) recorded, \(n(.passed)) passed</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 16px; background: #f2f2f7; color: #1c1c1e; --pos: 50%; --alpha: 0.5; }
            header { position: sticky; top: 0; background: #f2f2f7; padding-bottom: 8px; }
            h1 { font-size: 18px; margin: 0 0 8px; }
            .bar button { font: inherit; padding: 3px 10px; border: 1px solid #c7c7cc; border-radius: 6px; background: #fff; }
            .bar button.on { background: #007aff; color: #fff; border-color: #007aff; }
            .bar { margin: 4px 0; }
            section { background: #fff; border-radius: 10px; padding: 12px; margin-bottom: 16px; }
            section h2 { font-size: 15px; margin: 0 0 6px; }
            .badge { font-size: 12px; padding: 1px 6px; border-radius: 4px; color: #fff; }
            .failed .badge { background: #ff3b30; } .recorded .badge { background: #ff9500; } .passed .badge { background: #34c759; }
            pre { white-space: pre-wrap; font-size: 12px; background: #f2f2f7; padding: 6px; border-radius: 6px; margin: 6px 0; }
            img { image-rendering: pixelated; display: block; }
            figure { margin: 0 12px 0 0; display: inline-block; vertical-align: top; max-width: calc(50% - 14px); }
            figure img, .diffonly img, .stack img.under { max-width: 100%; max-height: 85vh; width: auto; height: auto; }
            figcaption { font-size: 12px; color: #636366; }
            .stack { position: relative; display: inline-block; }
            .stack { max-width: 100%; }
            .stack img.over { position: absolute; left: 0; top: 0; width: 100%; height: auto; }
            .view { display: none; }
            body.mode-side .view.side, body.mode-diff .view.diffonly { display: block; }
            body.mode-swipe .view.stack, body.mode-onion .view.stack, body.mode-toggle .view.stack { display: inline-block; }
            body.mode-swipe .stack img.over { clip-path: inset(0 0 0 var(--pos)); }
            body.mode-onion .stack img.over { opacity: var(--alpha); }
            body.mode-toggle.show-expected .stack img.over { visibility: hidden; }
            .stack .cut { display: none; position: absolute; top: 0; bottom: 0; left: var(--pos); width: 0; border-left: 1px dashed #8e8e93; }
            body.mode-swipe .stack .cut { display: block; }
            .only-recorded { display: block; }
            body.filter-failed section:not(.failed), body.filter-recorded section:not(.recorded),
            body.filter-passed section:not(.passed) { display: none; }
            #slider, #flip { display: none; }
            body.mode-swipe #slider, body.mode-onion #slider, body.mode-toggle #flip { display: inline; }
            </style></head>
            <body class="mode-side filter-failed show-actual">
            <header>
            <h1>Snapshots: \(n(.failed)) failed, \(n(.recorded)) recorded, \(n(.passed)) passed</h1>
            <div class="bar" id="filters">Show:
            """
        for f in filters {
            let count = f == "all" ? entries.count : (SnapshotEntry.Status(rawValue: f).map(n) ?? 0)
            html += " <button data-filter=\"\(f)\">\(f) (\(count))</button>"
        }
        html += "</div>\n<div class=\"bar\" id=\"modes\">View:"
        let titles = ["side": "side by side", "swipe": "swipe", "onion": "onion skin", "toggle": "toggle", "diff": "diff only"]
        for m in modes { html += " <button data-mode=\"\(m)\">\(titles[m]!)</button>" }
        html += """
             <input id="slider" type="range" min="0" max="100" value="50" aria-label="position">
             <button id="flip">show expected</button></div>
            <p>Run \(esc(run)). Approve a change with <code>picker-render snapshots approve Suite/name</code> (or <code>--all</code>).</p>
            </header>

            """
        for e in entries { html += section(e) }
        html += """
            <script>
            (function () {
              var q = new URLSearchParams(location.search), b = document.body;
              var state = { mode: q.get('mode') || 'side', filter: q.get('filter') || 'failed',
                            pos: q.get('pos') || '50', show: q.get('show') || 'actual' };
              var modes = \(jsArray(modes)), filters = \(jsArray(filters));
              if (modes.indexOf(state.mode) < 0) state.mode = 'side';
              if (filters.indexOf(state.filter) < 0) state.filter = 'failed';
              function apply() {
                b.className = 'mode-' + state.mode + ' filter-' + state.filter + ' show-' + state.show;
                b.style.setProperty('--pos', state.pos + '%');
                b.style.setProperty('--alpha', String(state.pos / 100));
                document.getElementById('slider').value = state.pos;
                document.getElementById('flip').textContent = state.show === 'actual' ? 'show expected' : 'show actual';
                document.querySelectorAll('[data-mode]').forEach(function (x) { x.classList.toggle('on', x.dataset.mode === state.mode); });
                document.querySelectorAll('[data-filter]').forEach(function (x) { x.classList.toggle('on', x.dataset.filter === state.filter); });
                var p = new URLSearchParams(state);
                history.replaceState(null, '', '?' + p.toString() + location.hash);
              }
              document.querySelectorAll('[data-mode]').forEach(function (x) { x.onclick = function () { state.mode = x.dataset.mode; apply(); }; });
              document.querySelectorAll('[data-filter]').forEach(function (x) { x.onclick = function () { state.filter = x.dataset.filter; apply(); }; });
              document.getElementById('slider').oninput = function (ev) { state.pos = ev.target.value; apply(); };
              document.getElementById('flip').onclick = function () { state.show = state.show === 'actual' ? 'expected' : 'actual'; apply(); };
              apply();
            })();
            </script>
            </body></html>

            """
        return html
    }

    static func jsArray(_ items: [String]) -> String { "[" + items.map { "'\($0)'" }.joined(separator: ", ") + "]" }

    static func section(_ e: SnapshotEntry) -> String {
        var s = """
            <section class="\(e.status.rawValue)" id="\(esc(e.label))">
            <h2><span class="badge">\(e.status.rawValue)</span> \(esc(e.label))</h2>
            <div>\(esc(e.callSite))\(e.test.isEmpty ? "" : " · test <code>\(esc(e.test))</code>")\(e.design.map { " · design <code>\(esc($0))</code>" } ?? "")\(e.fonts.map { " · \(esc($0))" } ?? "")</div>

            """
        if e.status != .passed { s += "<pre>\(esc(e.message))</pre>\n" }
        // The scene's changed numbers beside the images, largest first.
        if e.status == .failed, let changes = e.sceneChanges, !changes.isEmpty {
            s += "<table class=\"scene\"><caption>the scene's changes</caption>\n"
            for c in changes.prefix(50) { s += "<tr><td>\(esc(c))</td></tr>\n" }
            if changes.count > 50 { s += "<tr><td>and \(changes.count - 50) more</td></tr>\n" }
            s += "</table>\n"
        }
        if let scene = e.actualScene { s += "<p><a href=\"\(url(scene))\">actual scene</a></p>\n" }
        func img(_ rel: String?, _ alt: String, _ cls: String = "") -> String {
            guard let rel else { return "<div>(no \(alt) image)</div>" }
            return "<img\(cls.isEmpty ? "" : " class=\"\(cls)\"") src=\"\(url(rel))\" alt=\"\(alt)\">"
        }
        switch e.status {
        case .failed:
            s += "<div class=\"view side\"><figure>\(img(e.expected, "expected"))<figcaption>expected</figcaption></figure>"
            s += "<figure>\(img(e.actual, "actual"))<figcaption>actual</figcaption></figure></div>\n"
            if e.expected != nil, e.actual != nil {
                s += "<div class=\"view stack\">\(img(e.expected, "expected", "under"))\(img(e.actual, "actual", "over"))<div class=\"cut\"></div></div>\n"
            } else {
                s += "<div class=\"view stack\">\(img(e.actual, "actual"))</div>\n"
            }
            s += "<div class=\"view diffonly\">\(img(e.diff, "diff"))</div>\n"
            if let panels = e.panels { s += "<p><a href=\"\(url(panels))\">expected | diff | actual</a></p>\n" }
        case .recorded:
            s += "<figure>\(img(e.actual, "recorded"))<figcaption>recorded to \(esc(e.reference))</figcaption></figure>\n"
        case .passed:
            break
        }
        return s + "</section>\n"
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
