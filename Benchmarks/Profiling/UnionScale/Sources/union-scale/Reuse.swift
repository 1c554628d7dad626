import Geometry
import WrapPath

// compare.sh builds this driver against older commits too: there, this file is replaced by
// one whose `formRegions` fails, as those commits have no RectUnion.formRegions.

/// `union-scale reuse`: the union written into `regions`, reusing its memory.
func formRegions(of rects: [Rect], into regions: inout [Region]) {
    RectUnion.formRegions(of: rects, into: &regions)
}
