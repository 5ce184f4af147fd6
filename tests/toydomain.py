"""A small test-only domain: a lending library.

It exists to exercise the kernel without depending on any real domain. Its tools cover every
parameter type a tool may take (str, int, float, bool, list[str], dict, Optional, Literal), defaults,
a read-only tool, ``ToolError`` with and without payload, a tool with a bug (``KeyError``) and use of
the episode's random streams and clock.

Every tool records its own name in ``api.calls`` (on the instance, not in the state and not in a
module global), so a test can prove that nothing ran.

The domain is registered by tests through a fixture (``DOMAINS.add(DOMAIN)``), never at import.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from sandbox import Domain, DomainAPI, EpisodeContext, ToolError, tool

Genre = Literal["fiction", "science", "history"]

#: Exchange rates of ``inventory_value``. Deliberately incomplete: the tool's bug is to index it blindly.
RATES = {"EUR": 1.0, "USD": 1.25}


class Book(BaseModel):
    """One book of the library."""

    model_config = ConfigDict(extra="forbid")

    title: str
    author: str
    year: int
    price: float
    tags: list[str] = Field(default_factory=list)
    genre: Genre = "fiction"
    available: bool = True
    added: str = ""
    notes: dict[str, str] = Field(default_factory=dict)


class LibraryState(BaseModel):
    """The whole observable state of the library."""

    model_config = ConfigDict(extra="forbid")

    books: dict[str, Book] = Field(default_factory=dict)
    members: list[str] = Field(default_factory=list)
    loans: dict[str, str] = Field(default_factory=dict)


class LibraryAPI(DomainAPI[LibraryState]):
    """The library's tools."""

    state_model = LibraryState

    def __init__(self, state: LibraryState, ctx: EpisodeContext) -> None:
        super().__init__(state, ctx)
        self.calls: list[str] = []

    def _book(self, book_id: str) -> Book:
        if book_id not in self.state.books:
            raise ToolError(f"no book with id {book_id!r}")
        return self.state.books[book_id]

    @tool(produces={"book_id": "book_id"})
    def add_book(
        self,
        title: str,
        author: str,
        year: int,
        price: float,
        tags: list[str] | None = None,
        genre: Genre = "fiction",
        notes: dict[str, str] | None = None,
    ) -> dict[str, Any]:
        """Add a book to the catalogue.

        The new book gets a fresh id and today's date.

        Args:
            title: The book's title.
            author: Who wrote it.
            year: Year of publication.
            price: Replacement price in euros.
            tags: Free keywords for searching.
            genre: The shelf the book goes on.
            notes: Librarian notes, keyed by topic.

        Returns:
            The new book's id and the date it was added.
        """
        self.calls.append("add_book")
        book_id = f"B{self.ctx.rng('book_ids').randrange(10**6):06d}"
        added = self.ctx.now().date().isoformat()
        self.state.books[book_id] = Book(
            title=title, author=author, year=year, price=price, tags=list(tags or []), genre=genre,
            added=added, notes=dict(notes or {}),
        )
        return {"book_id": book_id, "added": added, "price": price}

    @tool(mutates=False)
    def find_books(self, query: str, limit: int = 10, available_only: bool = False) -> list[str]:
        """Find books whose title contains a text.

        Args:
            query: Text to look for in titles (case-insensitive).
            limit: At most this many ids are returned.
            available_only: Only books that are not lent out.

        Returns:
            The ids of matching books, sorted.
        """
        self.calls.append("find_books")
        found = [
            book_id for book_id, book in sorted(self.state.books.items())
            if query.lower() in book.title.lower() and (book.available or not available_only)
        ]
        return found[:limit]

    @tool(mutates=False, consumes={"book_id": "book_id"})
    def get_book(self, book_id: str) -> dict[str, Any]:
        """Show one book.

        Args:
            book_id: The book's id.

        Returns:
            All fields of the book.
        """
        self.calls.append("get_book")
        return self._book(book_id).model_dump(mode="json")

    @tool(consumes={"book_id": "book_id", "member": "member"})
    def lend_book(self, book_id: str, member: str) -> str:
        """Lend a book to a member.

        Args:
            book_id: The book's id.
            member: The member's name.

        Returns:
            A confirmation message.
        """
        self.calls.append("lend_book")
        book = self._book(book_id)
        if member not in self.state.members:
            raise ToolError(f"{member!r} is not a member")
        if not book.available:
            raise ToolError("book already lent", payload={"error": "book already lent", "book_id": book_id})
        book.available = False
        self.state.loans[book_id] = member
        return f"{book.title} lent to {member}"

    @tool(consumes={"book_id": "book_id"})
    def set_price(self, book_id: str, price: float, reason: str | None = None) -> None:
        """Change a book's replacement price.

        Args:
            book_id: The book's id.
            price: The new price in euros.
            reason: Why the price changed, kept as a note.
        """
        self.calls.append("set_price")
        book = self._book(book_id)
        book.price = price
        if reason is not None:
            book.notes["price"] = reason

    @tool(mutates=False)
    def inventory_value(self, currency: str = "EUR") -> float:
        """Total replacement value of all books.

        Args:
            currency: Currency code of the result.

        Returns:
            The total, in the requested currency.
        """
        self.calls.append("inventory_value")
        return sum(b.price for b in self.state.books.values()) * RATES[currency]  # bug on purpose: KeyError

    @tool(mutates=False)
    def draw_lottery(self, count: int = 1) -> list[int]:
        """Draw lottery numbers for members.

        Args:
            count: How many numbers to draw.

        Returns:
            The numbers drawn.
        """
        self.calls.append("draw_lottery")
        rng = self.ctx.rng("lottery")
        return [rng.randint(1, 49) for _ in range(count)]


DOMAIN = Domain(name="toy_library", api=LibraryAPI, description="A test-only lending library.", aliases=("ToyLibrary",))

CONFIG: dict[str, Any] = {
    "books": {
        "B1": {"title": "Dune", "author": "Frank Herbert", "year": 1965, "price": 12.5, "tags": ["sf"]},
        "B2": {"title": "Cosmos", "author": "Carl Sagan", "year": 1980, "price": 20.0, "genre": "science"},
        "B3": {"title": "Dune Messiah", "author": "Frank Herbert", "year": 1969, "price": 9.0, "available": False},
    },
    "members": ["ada", "bob"],
    "loans": {"B3": "bob"},
}
