extension Path {
    /// The path with every point, control points included, mapped by
    /// `transform`. Exact for every element kind (affine maps preserve
    /// Bézier curves); the signed area scales by the transform's determinant.
    /// A path that starts with a drawing element (so at the implicit origin)
    /// gets an explicit `move` to the origin's image first.
    /// O(n), one allocation for the new element array.
    public func applying(_ transform: AffineTransform) -> Path {
        var result: [Element] = []
        result.reserveCapacity(elements.count + 1)
        if let first = elements.first(where: { $0 != .close }), !first._isMove {
            result.append(.move(to: transform.apply(to: .zero)))
        }
        for element in elements {
            result.append(_transformed(element, transform))
        }
        return Path(elements: result)
    }

    /// One element with all of its points mapped by `transform`.
    private func _transformed(_ element: Element, _ transform: AffineTransform) -> Element {
        switch element {
        case .move(let p):
            .move(to: transform.apply(to: p))
        case .line(let p):
            .line(to: transform.apply(to: p))
        case .quadCurve(let p, let control):
            .quadCurve(to: transform.apply(to: p), control: transform.apply(to: control))
        case .curve(let p, let control1, let control2):
            .curve(
                to: transform.apply(to: p), control1: transform.apply(to: control1),
                control2: transform.apply(to: control2))
        case .close:
            .close
        }
    }

    /// The path moved by `dx` along x and `dy` along y. O(n).
    public func translatedBy(dx: Double, dy: Double) -> Path {
        applying(AffineTransform(translationX: dx, y: dy))
    }

    /// The path scaled about the origin by `sx` along x and `sy` along y.
    /// One negative factor mirrors the path and flips the sign of its
    /// ``signedArea``. O(n).
    public func scaledBy(x sx: Double, y sy: Double) -> Path {
        applying(AffineTransform(scaleX: sx, y: sy))
    }
}

extension Path.Element {
    /// Whether the element is a `move`.
    var _isMove: Bool {
        if case .move = self { true } else { false }
    }
}
