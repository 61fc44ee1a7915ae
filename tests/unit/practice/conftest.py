"""Put this folder on the path so the tests can import practice_helpers."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
