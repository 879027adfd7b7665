// AnimationSpec: an animation object read from JSON equals the one built in Swift, and bad
// objects are refused with the JSON path of the bad key.

import Testing
@testable import PickerRender

@Suite struct AnimationSpecTests {
    static func read(_ json: String) throws(SpecError) -> PictureAnimation {
        try PictureAnimation(spec: JSONValue(parsing: Array(json.utf8)), path: "animations[0]", picture: PictureAnimationTests.wakeUp())
    }

    @Test func readsWhatSwiftBuilds() throws {
        let a = try Self.read("""
            {"control": "\(PictureAnimationTests.hour)", "selectionChange": {"to": "10"},
             "textChanges": [{"path": "\(PictureAnimationTests.clock)", "text": "10:30"}]}
            """)
        #expect(a == (try PictureAnimationTests.wheelSeven()))
        let b = try Self.read("""
            {"control": "\(PictureAnimationTests.hour)", "selectionChange": {"to": "10"}, "spring": {"duration": 0.3, "bounce": 0.3},
             "fps": 60, "duration": 1.5}
            """)
        #expect(b.motion == .selectionChange(to: "10", curve: .bouncy(duration: 0.3)) && b.fps == 60 && b.frameCount == 90)
        let c = try Self.read("""
            {"control": "\(PictureAnimationTests.hour)", "fling": {"velocity": -12.5, "deceleration": "fast"}}
            """)
        #expect(c.motion == .fling(velocity: -12.5, deceleration: .fast))
    }

    @Test(arguments: [
        (#"{"selectionChange": {"to": "10"}, "loop": true}"#, "animations[0].loop"),
        (#"{"control": "content.children[1].content.children[0]"}"#, "animations[0].selectionChange"),
        (#"{"selectionChange": {"to": "10"}, "fling": {"velocity": 1}}"#, "animations[0].fling"),
        (#"{"control": "content.children[9]", "selectionChange": {"to": "10"}}"#, "animations[0].control"),
        (#"{"control": "content.children[1].content.children[0]", "selectionChange": {"to": "99"}}"#, "animations[0].selectionChange.to"),
        (#"{"control": "content.children[1].content.children[0]", "fling": {"velocity": 1}, "spring": {"duration": 1}}"#, "animations[0].spring"),
        (#"{"control": "content.children[1].content.children[0]", "selectionChange": {"to": "10"}, "fps": 0}"#, "animations[0].fps"),
        (#"{"control": "content.children[1].content.children[0]", "selectionChange": {"to": "10"}, "textChanges": [{"path": "content"}]}"#,
         "animations[0].textChanges[0].text"),
    ])
    func badObjectsNameTheirPath(json: String, path: String) {
        #expect { try Self.read(json) } throws: { ($0 as? SpecError)?.path == path }
    }
}
