// Every link of README.md and docs/*.md resolves: a relative link names a file or folder of the
// repository, a `#anchor` names a heading of its target (GitHub's slugs: lowercase, spaces to
// '-', punctuation but '-' and '_' dropped, a repeated heading gets -1, -2, ...), and a web link
// is well formed (no network). Links inside code (fenced blocks, `spans`) are not links.

import Foundation
import Testing

@Suite struct DocumentationLinkTests {
    struct Link: CustomStringConvertible {
        var line: Int
        var target: String
        var description: String { "line \(line): (\(target))" }
    }

    /// README.md and every Markdown file directly in docs/.
    static var files: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Documentation.root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// The lines of a Markdown text outside fenced code blocks, with their numbers; a
    /// blockquote's `>` is taken off.
    static func prose(_ text: String) -> [(number: Int, text: String)] {
        var out: [(Int, String)] = []
        var fenced = false
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(raw)
            while let first = line.first, first == ">" || (first == " " && line.hasPrefix(" >")) {
                line = line.drop { $0 == " " }.dropFirst().drop { $0 == " " }
            }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { fenced.toggle(); continue }
            if !fenced { out.append((i + 1, String(line))) }
        }
        return out
    }

    /// `[text](target)` and `![alt](target "title")` in a file's prose, code spans left out.
    static func links(in text: String) -> [Link] {
        var links: [Link] = []
        for (number, line) in prose(text) {
            let noCode = line.replacing(#/`[^`]*`/#, with: "")
            for match in noCode.matches(of: #/\[[^\]]*\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/#) {
                links.append(Link(line: number, target: String(match.1)))
            }
        }
        return links
    }

    /// GitHub's anchor of a heading's text.
    static func slug(_ heading: String) -> String {
        var text = heading.replacing(#/`([^`]*)`/#) { String($0.1) }
        text = text.replacing(#/\[([^\]]*)\]\([^)]*\)/#) { String($0.1) }    // a link shows its text
        var out = ""
        for ch in text.lowercased() {
            if ch == " " { out.append("-") }
            else if ch == "-" || ch == "_" || ch.isLetter || ch.isNumber { out.append(ch) }
        }
        return out
    }

    /// The anchors of a Markdown text's headings, repeated ones numbered as GitHub numbers them.
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors = Set<String>()
        for (_, line) in prose(text) {
            guard let match = line.wholeMatch(of: #/#{1,6}[ \t]+(.*?)[ \t#]*/#) else { continue }
            let base = slug(String(match.1))
            let count = seen[base, default: 0]
            seen[base] = count + 1
            anchors.insert(count == 0 ? base : "\(base)-\(count)")
        }
        return anchors
    }

    /// What is wrong with a link of the file at `path` (relative to the repository), or nil.
    static func problem(_ target: String, in path: String) -> String? {
        if target.hasPrefix("http://") || target.hasPrefix("https://") {
            guard let url = URL(string: target), let host = url.host, host.contains("."), !host.hasPrefix("."),
                  !host.hasSuffix(".") else { return "not a well-formed web address" }
            return nil
        }
        if target.contains(":") { return "a scheme other than http(s)" }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0]), anchor = parts.count > 1 ? String(parts[1]) : nil
        let base = Documentation.root.appendingPathComponent(path).deletingLastPathComponent()
        let url = file.isEmpty ? Documentation.root.appendingPathComponent(path)
            : base.appendingPathComponent(file.removingPercentEncoding ?? file).standardized
        guard url.path.hasPrefix(Documentation.root.standardized.path + "/") else { return "outside the repository" }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return "no such file" }
        guard let anchor else { return nil }
        guard !isDirectory.boolValue, url.pathExtension == "md",
              let text = try? String(contentsOf: url, encoding: .utf8) else { return "an anchor into a file that is not Markdown" }
        return anchors(in: text).contains(anchor) ? nil : "no heading '#\(anchor)' in \(url.lastPathComponent)"
    }

    @Test(arguments: files)
    func everyLinkResolves(_ path: String) throws {
        let text = try Documentation.text(path)
        let links = Self.links(in: text)
        #expect(!links.isEmpty || path != "README.md")
        for link in links {
            if let problem = Self.problem(link.target, in: path) {
                Issue.record("\(path), \(link): \(problem)")
            }
        }
    }

    /// The checker itself: GitHub's slugs, code left out, and each kind of broken link found.
    @Test func theCheckerFindsBrokenLinks() {
        #expect(Self.slug("The gallery's `--jobs 2` line") == "the-gallerys---jobs-2-line")
        #expect(Self.slug("Record, review, approve") == "record-review-approve")
        #expect(Self.slug("Snake_case and CAPS: 1.2") == "snake_case-and-caps-12")
        #expect(Self.anchors(in: "# A\n```\n# not a heading\n```\n## A\n") == ["a", "a-1"])
        let sample = "See [x](docs/a.md#b) and `[y](no.md)`.\n```\n[z](nowhere.md)\n```\n> ![i](pic.png)\n"
        #expect(Self.links(in: sample).map(\.target) == ["docs/a.md#b", "pic.png"])
        #expect(Self.problem("docs/specs.md#picture-specs", in: "README.md") == nil)
        #expect(Self.problem("specs.md#documentation-sets", in: "docs/command-line.md") == nil)
        #expect(Self.problem("#swift-api", in: "README.md") == nil)
        #expect(Self.problem("../Snapshots/WheelSnapshots/hours-light.png", in: "docs/command-line.md") == nil)
        #expect(Self.problem("docs/nothing-here.md", in: "README.md") == "no such file")
        #expect(Self.problem("docs/specs.md#no-such-heading", in: "README.md") != nil)
        #expect(Self.problem("#no-such-heading", in: "README.md") != nil)
        #expect(Self.problem("https://exa mple.com/", in: "README.md") != nil)
        #expect(Self.problem("https://example.com/a#b", in: "README.md") == nil)
        #expect(Self.problem("../../etc/passwd", in: "README.md") == "outside the repository")
    }
}
