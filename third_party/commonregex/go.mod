module github.com/mingrammer/commonregex

go 1.21
