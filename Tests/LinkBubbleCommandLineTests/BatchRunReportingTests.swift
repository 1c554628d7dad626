import LinkBubbleBatch
import LinkBubbleCommandLine
import Testing

/// The lines `batch` prints about its jobs and itself, without a batch.
@Suite struct BatchRunReportingTests {
    @Test func theSummarySaysWhatWasDoneAndWhereReadingStopped() {
        let outcome = BatchOutcome(jobCount: 300, failureCount: 2, unreadableJob: nil)
        #expect(BatchRun.summary(outcome, seconds: 1.66, unreadableLine: nil) == "linkbubble: batch: 298 done, 2 failed in 1.7 s\n")
        #expect(
            BatchRun.summary(outcome, seconds: 0.04, unreadableLine: 12)
                == "linkbubble: batch: 298 done, 2 failed in 0.0 s; reading stopped at line 12, which cannot be read\n")
    }

    @Test(arguments: [
        (BatchJobFailure.crashed(ending: "signal 11: segmentation fault"), "the job crashed (signal 11: segmentation fault)"),
        (.timedOut(limit: .milliseconds(1500)),
         "the job took longer than the limit of 1.5 seconds (--job-timeout); its worker was killed"),
        (.workerDidNotStart(reason: "no memory"), "cannot start a worker process: no memory"),
        (.refused(reason: "taken"), "taken"), (.unreadable(reason: "too long"), "too long"),
    ])
    func eachFailureHasItsMessage(failure: BatchJobFailure, message: String) {
        #expect(BatchRun.message(for: failure) == message)
    }

    @Test func anErrorLineEscapesItsMessage() {
        #expect(BatchRun.errorLine(job: 7, message: "a \"quoted\"\nline") == #"{"job":7,"error":"a \"quoted\"\nline"}"#)
    }
}
