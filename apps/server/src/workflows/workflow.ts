/**
 * Multi-step operations that span modules (placing an order: book slots, reserve stock, apply a
 * coupon, start a payment) as a list of steps, each with the undo that takes it back (Medusa's
 * core-flows). Steps run in order; when one fails, the steps already done are undone in reverse
 * order and the first error is thrown. Steps that write in the caller's transaction roll back with
 * it anyway; undo matters for what a transaction cannot take back (a payment, a message, a file,
 * another store's API) and for steps run in separate transactions to keep locks short.
 */
export type Step<I, O> = {
  name: string;
  run: (input: I) => Promise<O>;
  /** Takes back what `run` did; given run's input and output. */
  undo?: (input: I, output: O) => Promise<void>;
};

/** Why a workflow stopped: the failed step and the error, plus any undo that failed too. */
export class WorkflowError extends Error {
  constructor(
    readonly step: string,
    override readonly cause: unknown,
    readonly undoFailures: { step: string; error: unknown }[],
  ) {
    super(`Step "${step}" failed${undoFailures.length ? `; undoing ${undoFailures.map((f) => f.step).join(', ')} failed too` : ''}`);
  }
}

type Done = { name: string; undo: () => Promise<void> };

/** A running workflow: call `step` for each step in turn; `undoAll` is called for you on failure. */
export class Workflow {
  private readonly done: Done[] = [];

  async step<I, O>(step: Step<I, O>, input: I): Promise<O> {
    let output: O;
    try {
      output = await step.run(input);
    } catch (error) {
      throw await this.fail(step.name, error);
    }
    if (step.undo) this.done.push({ name: step.name, undo: () => step.undo!(input, output) });
    return output;
  }

  private async fail(name: string, error: unknown): Promise<unknown> {
    const undoFailures: { step: string; error: unknown }[] = [];
    for (const done of this.done.reverse()) {
      try {
        await done.undo();
      } catch (undoError) {
        undoFailures.push({ step: done.name, error: undoError });
      }
    }
    this.done.length = 0;
    // The caller's own error (a 409 "slot is full") reaches the client as it was, unless an undo failed.
    return undoFailures.length ? new WorkflowError(name, error, undoFailures) : error;
  }
}

/** Runs `body` as one workflow: a failing step undoes the ones before it. */
export async function runWorkflow<T>(body: (flow: Workflow) => Promise<T>): Promise<T> {
  return body(new Workflow());
}
