import Testing

@testable import TextLayout

/// System fallback tries a family's UI variant (made to fit Latin line heights) before
/// the family itself.
@Suite struct UIVariantPreferenceTests {
    @Test func aUIVariantGoesJustBeforeItsFamily() {
        let families = ["Noto Sans", "Noto Sans Arabic", "DejaVu Sans", "Noto Sans Arabic UI", "Noto Naskh Arabic"]
        #expect(FallbackFace.uiVariantsFirst(families) == [0, 3, 1, 2, 4])
    }

    @Test func facesWithoutAVariantKeepTheirOrder() {
        #expect(FallbackFace.uiVariantsFirst(["B", "A UI", "C", "A"]) == [0, 1, 2, 3])
        #expect(FallbackFace.uiVariantsFirst([]) == [])
    }

    @Test func aVariantAlreadyFirstStaysFirstAndSeveralFacesOfAFamilyShareOneVariant() {
        #expect(FallbackFace.uiVariantsFirst(["Thai UI", "Thai", "Thai"]) == [0, 1, 2])
        #expect(FallbackFace.uiVariantsFirst(["Thai", "Thai", "Thai UI", "Thai UI"]) == [2, 0, 1, 3])
    }
}
