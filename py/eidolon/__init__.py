"""EIDOLON — As Terras Esquecidas: the rules core (pure Python, standard library only)."""

__version__ = "0.1.0"
