// IdleSets: EnginePool's idle lists as plain data: items by font-set key, at most `perKey` a
// key, and at most `userSetLimit` keys that are sets with user fonts, the least recently given
// back dropped first (a process may draw with any number of user fonts; built-in sets are few
// and kept). Generic, so its rules are tested on plain values, away from the process-wide pool.
// Invariant: `userSets` lists exactly the user-font keys that have items, oldest first.

struct IdleSets<Key: Hashable & Sendable, Item> {
    let perKey: Int
    let userSetLimit: Int
    private(set) var items: [Key: [Item]] = [:]
    private(set) var userSets: [Key] = []

    init(perKey: Int, userSetLimit: Int) {
        self.perKey = perKey; self.userSetLimit = userSetLimit
    }

    func count(_ key: Key) -> Int { items[key]?.count ?? 0 }

    /// The most recently added item of `key`, removed; the key is forgotten with its last item.
    mutating func pop(_ key: Key) -> Item? {
        guard let item = items[key]?.popLast() else { return nil }
        if items[key]!.isEmpty {
            items[key] = nil
            userSets.removeAll { $0 == key }
        }
        return item
    }

    /// Keeps `item` unless its key is full; a user set becomes the newest, and the oldest user
    /// sets beyond the limit are dropped. Returns whether it was kept and the items dropped.
    mutating func push(_ item: Item, key: Key, isUserSet: Bool) -> (kept: Bool, dropped: [Item]) {
        guard count(key) < perKey else { return (false, []) }
        items[key, default: []].append(item)
        guard isUserSet else { return (true, []) }
        userSets.removeAll { $0 == key }
        userSets.append(key)
        var dropped: [Item] = []
        while userSets.count > userSetLimit {
            dropped += items.removeValue(forKey: userSets.removeFirst()) ?? []
        }
        return (true, dropped)
    }
}

extension IdleSets: Sendable where Item: Sendable {}
