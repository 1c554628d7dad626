import LinkBubbleCommandLine
import Testing

/// What `batch` remembers of its jobs, without a batch: line numbers past blank lines,
/// the refusal of a second job writing a file, and the error lines annotated with both.
@Suite struct BatchJournalTests {
    private static func job(out: String) -> String { #"{"command":"mask","out":"\#(out)"}"# }

    @Test func errorLinesGiveTheInputLineAfterBlankLines() {
        let journal = BatchJournal()
        // Jobs 0 and 1 on lines 1 and 2; three blank lines, then jobs 2 and 3 on lines 6 and 7.
        for (line, number) in [(Self.job(out: "a.png"), 1), (Self.job(out: "b.png"), 2), ("{}", 6), ("{}", 7)] {
            #expect(journal.note(line, atLine: number) == nil)
        }
        let error = #"{"job":3,"error":"bad"}"#
        #expect(journal.annotate(job: 3, jobLine: "{}", resultLine: error) == #"{"job":3,"line":7,"error":"bad"}"#)
        #expect(
            journal.annotate(job: 1, jobLine: Self.job(out: "b.png"), resultLine: #"{"job":1,"error":"bad"}"#)
                == #"{"job":1,"line":2,"out":"b.png","error":"bad"}"#)
    }

    @Test func aSecondJobWritingAFileIsRefused() {
        let journal = BatchJournal()
        #expect(journal.note(Self.job(out: "a.png"), atLine: 1) == nil)
        #expect(journal.note(Self.job(out: "b.png"), atLine: 3) == nil)
        #expect(
            journal.note(Self.job(out: "a.png"), atLine: 4)
                == #""out" is also job 0's (line 1): each job must write a file of its own"#)
        // A stream takes any number of jobs' bytes; `./a.png` is another path.
        #expect(journal.note(Self.job(out: "/dev/null"), atLine: 5) == nil)
        #expect(journal.note(Self.job(out: "/dev/null"), atLine: 6) == nil)
        #expect(journal.note(Self.job(out: "./a.png"), atLine: 7) == nil)
    }

    @Test func theUnreadableLineIsTheLastJobsLine() {
        let journal = BatchJournal()
        #expect(journal.note("{}", atLine: 1) == nil)
        #expect(journal.unreadableLine == nil)
        journal.noteUnreadable(atLine: 4)
        #expect(journal.unreadableLine == 4)
        // The job after the last one read is the unreadable line.
        #expect(
            journal.annotate(job: 1, jobLine: "", resultLine: #"{"job":1,"error":"too long"}"#)
                == #"{"job":1,"line":4,"error":"too long"}"#)
    }

    @Test func aLineThatIsNotAnErrorStaysAsItIs() {
        let journal = BatchJournal()
        #expect(journal.note("{}", atLine: 1) == nil)
        let result = #"{"job":0,"result":{}}"#
        #expect(journal.annotate(job: 0, jobLine: "{}", resultLine: result) == result)
    }
}
