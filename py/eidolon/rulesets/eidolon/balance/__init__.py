"""The balance lab: seeded AI tournaments, their results file and a report for the designer.

- `play`: the one module that talks to the rules core (public `Match`, log entries);
- `tournament`: settings, game indexes and seeds, executors (local processes or Dask);
- `results`: reading results files and the decks to play;
- `stats`: Wilson intervals, multiple-comparison corrections, least squares (pure Python);
- `analysis`, `report`, `svg`: what the report computes and its self-contained HTML.

Pure Python with no dependencies, so the report also runs in the page (Pyodide).
"""
