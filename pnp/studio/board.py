"""The studio's jobs: kits and books made in processes of their own, at most as many at once as cores.

Each job is one spawned process (:func:`pnp.studio.work.run`) that may start a pool of its own: a job asks for
as many processes as it can use (a kit of four games, four) and is granted what is free when its turn comes,
at least one; the rest wait in order. Why a process per job, not a shared ``multiprocessing.Pool``: a pool
cannot stop a task it has started, and the studio must (a parent who changes the paper does not want the
old kit); killing a job's process stops it at once, its own workers with it (they end with their parent).

A new job for the same door of the same page (``owner``, ``door``) ends the one before it, queued or running.
One thread of the board starts the jobs, reads what each tells through its pipe and notices when it ends, so
every process is started by that thread, which lives as long as the board: a job's process ends with it
(the kernel's parent-death signal follows the thread that started the process).
"""

from __future__ import annotations

import os
import secrets
import shutil
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

KEPT = 24  # finished jobs whose files are kept (the newest), for the pages still showing them


@dataclass
class Job:
    """One kit or book: what it was asked, where it is, and what it has told so far."""

    id: str
    owner: str
    door: str  # "kit" or "book": what the job makes
    order: Any
    lang: str
    want: int
    folder: Path
    state: str = "queued"  # queued, running, done, failed, cancelled
    granted: int = 0
    steps: dict[str, list] = field(default_factory=dict)  # label -> [done, total, what]
    games: list[dict] = field(default_factory=list)  # a kit's games as each is made (pages.json, pictures)
    book: dict | None = None
    downloads: list[dict] = field(default_factory=list)
    error: str | None = None
    created: float = field(default_factory=time.monotonic)
    started: float | None = None
    finished: float | None = None
    version: int = 0  # bumped by every change: a page asks again only for news
    process: Any = None
    pipe: Any = None

    def view(self, position: int | None) -> dict:
        """What the page is told of this job."""
        return {"id": self.id, "door": self.door, "state": self.state, "version": self.version,
                "position": position, "steps": dict(self.steps), "games": self.games,
                "book": self.book, "downloads": self.downloads if self.state == "done" else [],
                "error": self.error, "processes": self.granted,
                "seconds": None if self.started is None else round((self.finished or time.monotonic())
                                                                  - self.started, 1)}


class Board:
    """Every job of one studio; :meth:`close` ends them all and removes their files."""

    def __init__(self, slots: int | None = None, root: Path | None = None) -> None:
        import multiprocessing

        self.slots = max(1, slots or os.cpu_count() or 1)
        self.root = Path(tempfile.mkdtemp(prefix="pnp-studio-", dir=root))
        self.context = multiprocessing.get_context("spawn")
        self.lock = threading.Condition()
        self.jobs: dict[str, Job] = {}
        self.queue: list[Job] = []
        self.running: list[Job] = []
        self.closed = False
        self._wake_r, self._wake_w = os.pipe()
        self.thread = threading.Thread(target=self._loop, name="studio jobs", daemon=True)
        self.thread.start()

    # --- asked by the pages ----------------------------------------------------------------------------------

    def submit(self, owner: str, door: str, order: Any, lang: str, want: int) -> Job:
        """A new job, queued; the same owner's job at the same door is ended first."""
        with self.lock:
            if self.closed:
                raise RuntimeError("the studio is stopping")
            for old in list(self.jobs.values()):
                if old.owner == owner and old.door == door and old.state in ("queued", "running"):
                    self._cancel(old)
            job = Job(secrets.token_urlsafe(9), owner, door, order, lang, max(1, want),
                      Path(tempfile.mkdtemp(prefix=f"{door}-", dir=self.root)))
            self.jobs[job.id] = job
            self.queue.append(job)
            self._forget_old()
        self._wake()
        return job

    def get(self, job_id: str) -> Job | None:
        with self.lock:
            return self.jobs.get(job_id)

    def view(self, job_id: str) -> dict | None:
        with self.lock:
            job = self.jobs.get(job_id)
            if job is None:
                return None
            return job.view(self.queue.index(job) + 1 if job in self.queue else None)

    def wait_for_news(self, job_id: str, version: int, timeout: float) -> None:
        """Return once the job has changed since ``version``, or has ended, or after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        with self.lock:
            while True:
                job = self.jobs.get(job_id)
                left = deadline - time.monotonic()
                if job is None or job.version != version or left <= 0 or self.closed:
                    return
                self.lock.wait(left)

    def cancel(self, job_id: str) -> bool:
        with self.lock:
            job = self.jobs.get(job_id)
            if job is None or job.state not in ("queued", "running"):
                return False
            self._cancel(job)
        self._wake()
        return True

    def close(self) -> None:
        """End every job now (their processes killed) and remove every file the studio made (once)."""
        with self.lock:
            if self.closed:
                return
            self.closed = True
            for job in list(self.jobs.values()):
                if job.state in ("queued", "running"):
                    self._cancel(job)
            self.lock.notify_all()
        self._wake()
        self.thread.join(timeout=30)
        os.close(self._wake_r)
        os.close(self._wake_w)
        shutil.rmtree(self.root, ignore_errors=True)

    # --- inside: called with the lock held -------------------------------------------------------------------

    def _changed(self, job: Job) -> None:
        job.version += 1
        self.lock.notify_all()

    def _cancel(self, job: Job) -> None:
        if job in self.queue:
            self.queue.remove(job)
        if job.process is not None and job.process.is_alive():
            job.process.kill()  # its pool's workers end with it; the loop notices the pipe close
        job.state, job.finished = "cancelled", time.monotonic()
        self._changed(job)
        if job not in self.running:
            shutil.rmtree(job.folder, ignore_errors=True)

    def _forget_old(self) -> None:
        ended = [j for j in self.jobs.values() if j.state in ("done", "failed", "cancelled") and j not in self.running]
        for job in sorted(ended, key=lambda j: j.created)[:max(0, len(ended) - KEPT)]:
            shutil.rmtree(job.folder, ignore_errors=True)
            del self.jobs[job.id]

    def _wake(self) -> None:
        os.write(self._wake_w, b"x")  # open until close() has seen the loop end

    # --- the board's thread ----------------------------------------------------------------------------------

    def _start_waiting(self) -> None:
        from pnp.studio.work import run

        with self.lock:
            free = self.slots - sum(j.granted for j in self.running)
            while self.queue and free > 0 and not self.closed:
                job = self.queue.pop(0)
                job.granted = min(job.want, free)
                free -= job.granted
                receive, send = self.context.Pipe(duplex=False)
                job.process = self.context.Process(
                    target=run, args=(job.door, job.order, str(job.folder), job.lang, job.granted, os.getpid(), send),
                    name=f"pnp studio {job.door}", daemon=False)  # it may start a pool of its own
                job.process.start()
                send.close()  # the job's end: once its process ends, reading gives EOF
                job.pipe, job.state, job.started = receive, "running", time.monotonic()
                self.running.append(job)
                self._changed(job)

    def _loop(self) -> None:
        from multiprocessing.connection import wait

        while True:
            self._start_waiting()
            with self.lock:
                if self.closed and not self.running:
                    return
                pipes = {job.pipe: job for job in self.running}
            for ready in wait([*pipes, self._wake_r]):
                if ready == self._wake_r:
                    os.read(self._wake_r, 4096)
                    continue
                self._read(pipes[ready])

    def _read(self, job: Job) -> None:
        try:
            event = job.pipe.recv()
        except (EOFError, OSError):
            self._ended(job)
            return
        with self.lock:
            if job.state != "running":
                return  # cancelled: what it still says is not wanted
            kind, *rest = event
            if kind == "step":
                label, done, total, what = rest
                job.steps[label] = [done, total, what]
            elif kind == "game":
                name, facts = rest
                job.games.append({"game": name, **facts})
            elif kind == "book":
                job.book = rest[0]
            elif kind == "done":
                job.downloads, job.state, job.finished = rest[0], "done", time.monotonic()
            elif kind == "failed":
                job.error, job.state, job.finished = rest[0], "failed", time.monotonic()
            self._changed(job)

    def _ended(self, job: Job) -> None:
        job.pipe.close()
        job.process.join()
        with self.lock:
            self.running.remove(job)
            if job.state == "running":  # it ended without a word: killed from outside, or out of memory
                job.state, job.finished = "failed", time.monotonic()
                job.error = f"the work stopped unexpectedly (exit status {job.process.exitcode})"
            if job.state == "cancelled":
                shutil.rmtree(job.folder, ignore_errors=True)
            self._changed(job)
