"""Read BFCL's multi-turn data from the installed ``bfcl-eval`` package, at run time.

Nothing from BFCL is copied into toolsim; the package is an optional extra
(``pip install --no-deps bfcl-eval==2026.3.23 mpmath``).
"""
