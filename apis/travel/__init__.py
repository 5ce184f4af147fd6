"""The travel domain: flights, credit cards, budgets, insurance and traveller checks.

Mirrors BFCL's ``TravelAPI``: in the ``bfcl`` profile it reproduces bfcl-eval's results, ids and
compared state; in the ``native`` profile its known weaknesses are fixed (see docs/compat/travel.md).
"""

from apis.travel.generate import generate_config
from apis.travel.phrasings import PHRASINGS
from sandbox.tools.domain import Domain

from apis.travel.api import TravelAPI
from apis.travel.state import CONFIG_KEYS, TravelState

DOMAIN = Domain(
    name="travel",
    api=TravelAPI,
    description="Book and cancel flights, manage credit cards, budget limits and travel insurance.",
    aliases=("TravelAPI",),
    config_keys=CONFIG_KEYS,
    generator=generate_config,
    phrasings=PHRASINGS,
)

__all__ = ["DOMAIN", "TravelAPI", "TravelState"]
