"""What people read: the summary, statistics, compare, the HTML report and replay."""
